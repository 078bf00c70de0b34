import { ActionSheet } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Linkman } from '../../../core/generated/api';
import { useOpensAfterMount } from '../../ui/useOpensAfterMount';

interface ContactSheetProps {
  linkmen: Linkman[];
  visible: boolean;
  onChoose: (linkman: Linkman) => void;
  onClose: () => void;
}

/** The runner's saved contacts to choose from; its code loads when the runner first asks. */
export default function ContactSheet({ linkmen, visible, onChoose, onClose }: ContactSheetProps) {
  const { t } = useTranslation('form');
  const open = useOpensAfterMount(visible);
  return (
    <ActionSheet
      // Inside the page, so that the sheet wears the edition's theme colours.
      getContainer={null}
      visible={open}
      extra={t('sign.contacts.choose')}
      cancelText={t('sign.contacts.cancel')}
      actions={linkmen.map((linkman) => ({
        key: linkman.id,
        text: linkman.name,
        onClick: () => onChoose(linkman),
      }))}
      closeOnAction
      onClose={onClose}
    />
  );
}
