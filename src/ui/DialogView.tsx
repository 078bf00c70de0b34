import { Dialog, type DialogProps } from 'antd-mobile';

type Action = Exclude<NonNullable<DialogProps['actions']>[number], unknown[]>;

interface DialogViewProps {
  visible: boolean;
  kind: 'alert' | 'confirm';
  title: string;
  content: string;
  confirmText: string;
  cancelText: string;
  /** true on confirm; false on cancel or a tap on the backdrop. */
  onAnswer: (confirmed: boolean) => void;
  afterClose: () => void;
}

export default function DialogView({
  visible,
  kind,
  title,
  content,
  confirmText,
  cancelText,
  onAnswer,
  afterClose,
}: DialogViewProps) {
  const confirm: Action = { key: 'confirm', text: confirmText, bold: true };
  const cancel: Action = { key: 'cancel', text: cancelText };
  return (
    <Dialog
      visible={visible}
      getContainer={null}
      title={title}
      content={content}
      actions={kind === 'confirm' ? [[cancel, confirm]] : [confirm]}
      onAction={(action) => onAnswer(action.key === 'confirm')}
      closeOnMaskClick
      onClose={() => onAnswer(false)}
      afterClose={afterClose}
    />
  );
}
