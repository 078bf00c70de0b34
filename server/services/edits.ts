import type { DetailApplicationFields } from '../../core/generated/api';
import { fieldNames } from '../../core/form/schema/walk';
import { fieldsEditableAfterPayment, withChanges } from '../../core/domain/order/paidEdit';
import type { AppContext } from '../context';
import type { Lang } from '../i18n/index';
import { ownedApplication, ownedApplicationAndEvent, rewriteApplication } from './applications';
import { orderItems } from './extras';
import { fieldTitle, parseJsonObject } from './form-values';
import { actionsFor } from './order-state';

/** Carries a preview out of the transaction it was computed in, which is then rolled back. */
class Preview<T> {
  constructor(readonly value: T) {}
}

/**
 * appEditApplication: the edit (the changed fields applied to the stored values) as
 * updateApplication would store it, computed by the very same
 * code inside a transaction that is rolled back, so the amount shown before saving is the amount
 * saving stores (or the same refusal).
 */
export async function previewEdit(
  ctx: AppContext,
  runnerId: number,
  applicationId: number,
  changes: string,
  lang: Lang,
) {
  const changed = parseJsonObject(changes, 'changes');
  const { row: before, event } = await ownedApplicationAndEvent(ctx, runnerId, applicationId);
  const received = withChanges(before.form_values, changed);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await rewriteApplication(trx, ctx, runnerId, applicationId, received);
      const after = await ownedApplication(trx, runnerId, applicationId);
      throw new Preview(await orderItems(trx, event, after, lang));
    });
  } catch (outcome) {
    if (!(outcome instanceof Preview)) throw outcome;
    const items = (outcome as Preview<Awaited<ReturnType<typeof orderItems>>>).value;
    return {
      ...items,
      previousAmount: before.amount,
      previousCurrency: before.currency,
    };
  }
  throw new Error('an edit preview always rolls back');
}

/** detailApplicationFields: which top-level fields the runner may change now, and until when. */
export async function editableFields(
  ctx: AppContext,
  runnerId: number,
  applicationId: number,
  lang: Lang,
): Promise<DetailApplicationFields['response']> {
  const { row, event } = await ownedApplicationAndEvent(ctx, runnerId, applicationId);
  const now = ctx.now();
  const { state, canEdit } = actionsFor(row, now);
  const config = event.form.editAfterPayment;
  const afterPayment = state === 'paid' ? fieldsEditableAfterPayment(config, now) : [];
  const editable = (name: string) => canEdit || afterPayment.includes(name);
  const names = fieldNames(event.form.schema);
  return {
    applicationID: row.id,
    paid: row.paid_at !== null,
    editable: canEdit ? 'all' : afterPayment.length > 0 ? 'some' : 'none',
    until:
      !canEdit && afterPayment.length > 0 && config ? new Date(config.until).toISOString() : null,
    fields: names.map((name) => ({
      name,
      title: fieldTitle(event, [name], lang),
      editable: editable(name),
    })),
    values: row.form_values,
  };
}
