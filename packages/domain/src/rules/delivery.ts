import * as z from 'zod/mini';
import { tonnage } from '../contract/goods.ts';
import { createDeliveryRequest, deliveryType, plateNo } from '../contract/orders.ts';
import type { CreateDeliveryRequest, DeliveryType, OrderLine } from '../contract/orders.ts';
import { atLeastZero, bigOrZero, tonnes } from '../money.ts';
import { sumTonnes } from './orders.ts';

/** An order's tonnes for delivery, 3 decimals each. */
interface DeliveryTonnes {
  /** Weighed tonnes of the lines whose final payment is made. */
  paid: string;
  /** Tonnes applied for delivery so far. */
  applied: string;
  /** Paid tonnes not applied for yet (never below 0). */
  remaining: string;
}

/** Paid, applied and remaining tonnes of an order's lines (an unweighed paid line counts as ordered). */
export function deliveryTonnes(
  lines: readonly Pick<OrderLine, 'weight' | 'weighedWeight' | 'deliveredWeight' | 'finalPaid'>[],
): DeliveryTonnes {
  const paid = sumTonnes(
    lines.filter((line) => line.finalPaid).map((line) => line.weighedWeight ?? line.weight),
  );
  const applied = sumTonnes(lines.map((line) => line.deliveredWeight));
  return { paid, applied, remaining: tonnes(atLeastZero(bigOrZero(paid).minus(applied))) };
}

/** Kept in a zod-free module: the app's environment reads it on the first paint. */
export { chinaDate } from './chinaDate.ts';

/** One line of the delivery form: whether it is shipped in this delivery, and how many tonnes. */
interface DeliveryFormLine {
  detailId: number;
  chosen: boolean;
  /** Tonnes, as typed. */
  weight: string;
}

/** The delivery application form as typed (DeliveryApplication page). */
export interface DeliveryFormValues {
  lines: DeliveryFormLine[];
  deliveryType: DeliveryType;
  contactName: string;
  contactPhone: string;
  address: string;
  plateNo: string;
  plannedDate: string;
}

const fields = createDeliveryRequest.shape;

/**
 * The delivery form's checks, with the contract's messages at each field: at least one line,
 * each chosen line 0 < tonnes ≤ its remaining tonnes (3 decimals), the plate number for self
 * pickup, the address for logistics, and a planned date no earlier than `today` (YYYY-MM-DD).
 */
export const deliveryForm = (remaining: ReadonlyMap<number, string>, today: string) =>
  z
    .object({
      lines: z.array(z.object({ detailId: z.int(), chosen: z.boolean(), weight: z.string() })),
      deliveryType,
      contactName: fields.contactName,
      contactPhone: fields.contactPhone,
      address: z.string(),
      plateNo: z.string(),
      plannedDate: fields.plannedDate,
    })
    .check(
      z.superRefine((form, ctx) => {
        const issue = (path: (string | number)[], message: string) =>
          ctx.addIssue({ code: 'custom', path, message });
        if (!form.lines.some((line) => line.chosen)) issue(['lines'], '请选择发货商品');
        form.lines.forEach((line, index) => {
          if (!line.chosen) return;
          const checked = tonnage.safeParse(line.weight.trim());
          const left = bigOrZero(remaining.get(line.detailId));
          if (!checked.success)
            issue(['lines', index, 'weight'], checked.error.issues[0]?.message ?? '');
          else if (left.lt(checked.data))
            issue(['lines', index, 'weight'], `不能超过剩余 ${tonnes(left)} 吨`);
        });
        if (form.deliveryType === 'self') {
          const plate = plateNo.safeParse(form.plateNo.trim());
          if (!plate.success) issue(['plateNo'], plate.error.issues[0]?.message ?? '');
        } else {
          const address = fields.address.safeParse(form.address.trim());
          if (form.address.trim() === '') issue(['address'], '请输入收货地址');
          else if (!address.success) issue(['address'], address.error.issues[0]?.message ?? '');
        }
        if (/^\d{4}-\d{2}-\d{2}$/.test(form.plannedDate) && form.plannedDate < today)
          issue(['plannedDate'], '提货日期不能早于今天');
      }),
    );

/** The createSaleDeliveryList body of a valid form: the chosen lines, and only the field its type uses. */
export function toDeliveryRequest(
  orderId: number,
  form: DeliveryFormValues,
): CreateDeliveryRequest {
  const self = form.deliveryType === 'self';
  return {
    orderId,
    lines: form.lines
      .filter((line) => line.chosen)
      .map(({ detailId, weight }) => ({ detailId, weight: weight.trim() })),
    deliveryType: form.deliveryType,
    contactName: form.contactName.trim(),
    contactPhone: form.contactPhone.trim(),
    address: self ? '' : form.address.trim(),
    plateNo: self ? form.plateNo.trim() : '',
    plannedDate: form.plannedDate,
  };
}
