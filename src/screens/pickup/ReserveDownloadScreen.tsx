import { useSearchParams } from 'react-router-dom';
import { PickupPage } from './PickupPage';
import { Slip } from './Slip';

/** /reserve/download?applicationId=…: the printable slip, also saved as a PNG. */
export default function ReserveDownloadScreen() {
  const id = Number(useSearchParams()[0].get('applicationId'));
  return <PickupPage applicationId={id}>{({ info }) => <Slip info={info} download />}</PickupPage>;
}
