import { EXAMINE_STATE } from './session.ts';

/**
 * Who may see what and do what (spec section 6), shared by the client's screens and the
 * sandbox, which enforces it. Free of zod, like session: the shell reads it before the home
 * route's first paint.
 */

/**
 * Whether a viewer may see prices: a signed-in user of a certified company (examineState 2).
 * A visitor (null) and an uncertified user see '-' or 去认证 in a price's place (spec sections
 * 5 and 6), and the sandbox sends them no price they may not see: an auction lot's prices and
 * deposit, its bid record's prices and the home page's latest bids (see auctions.ts), and every
 * goods batch's and cart line's price and a batch's pricing (null; see goods.ts and market.ts).
 */
export const seesPrices = (examineState: number | null | undefined): boolean =>
  examineState === EXAMINE_STATE.verified;

/** A certified company's two roles (isAdministrators 1 or 0). */
export type CompanyRole = 'administrator' | 'employee';

/**
 * What an employee may do with an action: all of it, only on what they submitted themselves
 * (inquiries), or nothing (the administrator's alone).
 */
export type EmployeeRight = 'all' | 'own' | 'none';

/** One row of the table: an action of an area, and what an employee may do with it. */
export interface Permission {
  /** The area, as the centre's menu names it. */
  area: string;
  /** The action, as its button reads. */
  action: string;
  employee: EmployeeRight;
}

/**
 * Body code of an action the employee may not take (chosen, the order area's: 4101, with
 * ORDER_ADMIN_MESSAGE); an inquiry of another user answers INQUIRY_OWNER_CODE (4202).
 */
export const ROLE_REFUSED_CODE = 4101;

/**
 * The one table of what an administrator and an employee of a certified company may do
 * (chosen; spec section 6 says only that the administrator sees administrator elements). The
 * administrator may do every action; an employee what the row says. The screens show an
 * employee's refused action absent (or, where a whole page is the administrator's, explained
 * by a note), and the sandbox answers ROLE_REFUSED_CODE; reading is open to both (the staff
 * list aside, which staffManage guards). The sandbox's one guard, `requirePermission(key)`,
 * puts each row on its routes.
 */
export const PERMISSIONS = {
  orderSubmit: { area: '订单', action: '提交订单', employee: 'none' },
  orderCancel: { area: '订单', action: '取消订单', employee: 'none' },
  orderModify: { area: '订单', action: '修改订单', employee: 'none' },
  orderContract: { area: '订单', action: '上传合同', employee: 'none' },
  weighingAnswer: { area: '订单', action: '确认磅差', employee: 'none' },
  payDeposit: { area: '支付', action: '支付定金', employee: 'none' },
  payFinal: { area: '支付', action: '支付尾款', employee: 'none' },
  payDifference: { area: '支付', action: '支付差额', employee: 'none' },
  inquirySubmit: { area: '询价', action: '发布询价', employee: 'all' },
  inquiryOrder: { area: '询价', action: '下单', employee: 'own' },
  inquiryCancel: { area: '询价', action: '取消', employee: 'own' },
  inquiryEdit: { area: '询价', action: '修改', employee: 'own' },
  inquirySplit: { area: '询价', action: '拆分', employee: 'own' },
  quoteDelete: { area: '询价', action: '删除报价', employee: 'own' },
  afterSalesApply: { area: '售后', action: '申请售后', employee: 'all' },
  afterSalesCancel: { area: '售后', action: '取消申请', employee: 'none' },
  afterSalesConfirm: { area: '售后', action: '确认处理结果', employee: 'none' },
  fundsRecharge: { area: '资金', action: '充值', employee: 'all' },
  fundsWithdraw: { area: '资金', action: '提现', employee: 'none' },
  staffManage: { area: '员工', action: '员工管理', employee: 'none' },
  addressManage: { area: '收货地址', action: '新增地址', employee: 'none' },
  invoicingManage: { area: '开票信息', action: '修改开票信息', employee: 'none' },
  signatureSeal: { area: '电子签章', action: '开通签章', employee: 'none' },
  signatureSign: { area: '电子签章', action: '签署合同', employee: 'none' },
  auctionBid: { area: '竞拍', action: '出价', employee: 'all' },
} as const satisfies Record<string, Permission>;

export type PermissionKey = keyof typeof PERMISSIONS;

/**
 * Whether `role` may take the action; `own` says whether the thing acted on (an inquiry) was
 * submitted by the user (what the employee's 'own' right asks).
 */
export const mayDo = (role: CompanyRole, key: PermissionKey, own = true): boolean => {
  if (role === 'administrator') return true;
  const right: EmployeeRight = PERMISSIONS[key].employee;
  return right === 'all' || (right === 'own' && own);
};

/** The role of a user whose isAdministrators flag is given. */
export const companyRole = (isAdministrators: number | null | undefined): CompanyRole =>
  isAdministrators === 1 ? 'administrator' : 'employee';
