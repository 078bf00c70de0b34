import type { PayParams } from '../../api/payorder';
import { ChannelItem } from './ChannelItem';
import type { ChannelEntry, ChannelOf, ChannelType } from './types';

/**
 * A channel that is one press away from its cashier: `cashierUrl` signs the order with the
 * server (or builds the address of the full-page sign route) and the runner is sent there.
 */
export function cashierChannel<T extends ChannelType>(
  type: T,
  schema: object,
  cashierUrl: (params: PayParams) => Promise<string> | string,
  desktop: boolean,
): ChannelEntry<ChannelOf<T>> {
  return {
    schema,
    desktop,
    component: ({ context }) => (
      <ChannelItem
        type={type}
        cashierUrl={async () =>
          cashierUrl({
            applicationID: context.applicationId,
            numberOrderID: context.numberOrderId,
            returnUrl: context.returnUrl,
          })
        }
      />
    ),
  };
}
