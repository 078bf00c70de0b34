import { useParams } from 'react-router-dom';
import { PickupPage } from './PickupPage';
import { Slip } from './Slip';

/** /receive/{id}: what the runner shows at the desk, and whether the pack was collected. */
export default function ReceiveScreen() {
  const id = Number(useParams().id);
  return <PickupPage applicationId={id}>{({ info }) => <Slip info={info} />}</PickupPage>;
}
