/**
 * The sandbox database. Money, prices and tonnages are NUMERIC and travel as decimal strings.
 * After a change here run `pnpm --filter @mall/sandbox db:generate` and commit the migration.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  Attachment,
  CustomerMessageContent,
  CustomerMessageFrom,
  CustomerServiceAccount,
  FeedbackType,
  ReminderCode,
  SmsType,
  ThirdPartyType,
} from '@mall/domain/contract';
import type {
  DeliveryStatus,
  DeliveryType,
  InvoiceKind,
  PayType,
  PaymentKind,
  PaymentStatus,
} from '@mall/domain/contract/orders';
import type {
  DIFF_STATUSES,
  MODIFICATION_STATUSES,
  WeighingDiffStatus,
} from '@mall/domain/contract/orders';
import { DELIVERY_WAYS, ORDER_STAGES } from '@mall/domain/contract/orders';

export const GOODS_CATEGORIES = ['铝锭', '铝板', '铝卷', '型材', '铝箔'] as const;
export const GRADES = [
  '1060',
  '1100',
  '3003',
  '5052',
  '5083',
  '6061',
  '6063',
  '8011',
  'A00',
] as const;
export const TEMPERS = ['O', 'H14', 'H24', 'H32', 'T5', 'T6', 'T651'] as const;
export const SURFACES = ['原色', '覆膜', '拉丝', '阳极氧化', '喷涂'] as const;
export const TECTORIALS = ['无', '单面覆膜', '双面覆膜', 'PE涂层', 'PVDF涂层'] as const;
export const WAREHOUSES = ['佛山', '无锡', '巩义', '上海'] as const;
/**
 * The order stages: one list, the contract's. The first nine are the counted stages, named like
 * the keys of the contract's order counts; finished and cancelled orders are not counted.
 */
export { ORDER_STAGES };
export const CART_TYPES = ['cash', 'sold', 'spot'] as const;

export const goodsCategory = pgEnum('goods_category', GOODS_CATEGORIES);
export const grade = pgEnum('grade', GRADES);
export const temper = pgEnum('temper', TEMPERS);
export const surface = pgEnum('surface', SURFACES);
export const tectorial = pgEnum('tectorial', TECTORIALS);
export const warehouse = pgEnum('warehouse', WAREHOUSES);
export const orderStage = pgEnum('order_stage', ORDER_STAGES);
export const cartType = pgEnum('cart_type', CART_TYPES);
/** Buyers log in to this client; suppliers own the goods batches. */
export const companyKind = pgEnum('company_kind', ['buyer', 'supplier']);
export const accountStatus = pgEnum('account_status', ['active', 'frozen']);
/**
 * A QR login code: shown (WAITING), scanned by the phone (SCANNED), confirmed there
 * (CONFIRMED), and CONSUMED once the client has read the confirmed login.
 */
export const qrStatus = pgEnum('qr_status', ['WAITING', 'SCANNED', 'CONFIRMED', 'CONSUMED']);

/** userType: a buyer uses this client; business staff must use the business app. */
export const USER_TYPE = { buyer: 1, business: 2 } as const;
/** readStatus of a message: 2 is unread (spec section 3). */
export const READ_STATUS = { read: 1, unread: 2 } as const;

/** Bytes (a PDF). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull();

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** 统一社会信用代码. */
  creditCode: text('credit_code').notNull().unique(),
  kind: companyKind('kind').notNull(),
  province: text('province').notNull(),
  city: text('city').notNull(),
  address: text('address').notNull(),
  contactName: text('contact_name').notNull(),
  contactPhone: text('contact_phone').notNull(),
  createdAt: createdAt(),
});

export const users = pgTable('users', {
  /** The uid of the contract. */
  id: serial('id').primaryKey(),
  /** The login name, a mainland mobile number. */
  username: text('username').notNull().unique(),
  /** `scrypt:<salt hex>:<key hex>:<N>`, see passwords.ts. */
  passwordHash: text('password_hash').notNull(),
  realname: text('realname').notNull(),
  userType: smallint('user_type').notNull(),
  status: accountStatus('status').notNull().default('active'),
  companyId: integer('company_id').references(() => companies.id),
  isAdministrators: smallint('is_administrators').notNull().default(0),
  isPush: smallint('is_push').notNull().default(1),
  pushApp: smallint('push_app').notNull().default(1),
  pushDx: smallint('push_dx').notNull().default(1),
  pushWx: smallint('push_wx').notNull().default(1),
  userExamineState: smallint('user_examine_state').notNull().default(0),
  isFinishPcGuide: smallint('is_finish_pc_guide').notNull().default(0),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    token: text('token').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** A batch of aluminium goods on sale in one warehouse. Sizes are in millimetres. */
export const goodsBatches = pgTable(
  'goods_batches',
  {
    id: serial('id').primaryKey(),
    batchNo: text('batch_no').notNull().unique(),
    inventoryCode: text('inventory_code').notNull(),
    category: goodsCategory('category').notNull(),
    /** The category's second grade (二级品类), e.g. 花纹铝板 under 铝板. */
    secondGrade: text('second_grade').notNull(),
    grade: grade('grade').notNull(),
    /** Ingots have no temper and no sizes. */
    temper: temper('temper'),
    thickness: numeric('thickness', { precision: 8, scale: 3 }),
    width: numeric('width', { precision: 8, scale: 1 }),
    /** Coils and foil have no length. */
    length: numeric('length', { precision: 8, scale: 1 }),
    surface: surface('surface').notNull(),
    tectorial: tectorial('tectorial').notNull(),
    warehouse: warehouse('warehouse').notNull(),
    /** Tonnes. */
    weight: numeric('weight', { precision: 10, scale: 3 }).notNull(),
    /** CNY per tonne. */
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => companies.id),
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull(),
    /** The cart the batch goes into: how it is sold. */
    carType: cartType('car_type').notNull().default('cash'),
    /**
     * What a keyword word is looked for in, written by the trigger `goods_search_text` on every
     * insert and update (migration 0022; enum casts are not immutable, so it cannot be a
     * generated column): the grade with its temper ('6061-T6'), the grade, coating or surface
     * run into the category ('5052铝板', 'PVDF涂层铝板', '覆膜铝卷', as buyers type them), the
     * second grade ('花纹铝板'), the warehouse, the batch number, the inventory code and the spec
     * ('2*1250*2500'), in lower case. Its trigram index serves the keyword's
     * `like lower('%…%')` (a case-blind match; ILIKE on Chinese text costs several times as much).
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * The product name and spec a suggestion's key is looked for in ('6061-t6 铝板 2*1220*2440'),
     * in lower case, written by the same trigger, with a trigram index of its own.
     */
    suggestText: text('suggest_text').notNull().default(''),
  },
  (t) => [
    index('goods_search_text_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('goods_suggest_text_idx').using('gin', sql`${t.suggestText} gin_trgm_ops`),
    // A filter's values on sale (getPropertyList): a loose scan of its index with the category.
    index('goods_category_grade_idx').on(t.category, t.grade),
    index('goods_category_second_grade_idx').on(t.category, t.secondGrade),
    index('goods_category_temper_idx').on(t.category, t.temper),
    index('goods_category_thickness_idx').on(t.category, t.thickness),
    index('goods_category_width_idx').on(t.category, t.width),
    index('goods_category_surface_idx').on(t.category, t.surface),
    index('goods_category_tectorial_idx').on(t.category, t.tectorial),
    index('goods_category_warehouse_idx').on(t.category, t.warehouse),
    index('goods_warehouse_idx').on(t.warehouse),
    index('goods_car_type_listed_idx').on(t.carType, t.listedAt),
    // The search's and the may-like list's newest first: the first page without a sort.
    index('goods_listed_idx').on(t.listedAt, t.id),
    index('goods_unit_price_idx').on(t.unitPrice, t.id),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    stage: orderStage('stage').notNull(),
    createdAt: createdAt(),
    /** Why it was cancelled (the reason, then the remark); null unless cancelled. */
    cancelReason: text('cancel_reason'),
    /** The buyer evaluated the order. */
    commented: boolean('commented').notNull().default(false),
    /** Stocking steps (合同确认, 排产, 生产中, 质检, 入库待发): when each was reached. */
    stockingAt: timestamp('stocking_at', { withTimezone: true }),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** Production started: the order can no longer be cancelled. */
    producingAt: timestamp('producing_at', { withTimezone: true }),
    inspectedAt: timestamp('inspected_at', { withTimezone: true }),
    /** The goods were weighed: the final payment is due. */
    weighedAt: timestamp('weighed_at', { withTimezone: true }),
    /** The mill's planned delivery date, once production is scheduled. */
    plannedDate: date('planned_date', { mode: 'string' }),
    /**
     * The make-order confirmation's terms (the contract's orderTerms), the seed's orders' too:
     * 交货方式 (null only on an older database's orders, placed before it asked), 配送's address
     * as one line when ordered, 备注 and 采购单号 ('' when none).
     */
    deliveryWay: text('delivery_way', { enum: DELIVERY_WAYS }),
    deliveryAddress: text('delivery_address'),
    remark: text('remark').notNull().default(''),
    poNo: text('po_no').notNull().default(''),
    /** CNY: 过户费, ordered tonnes × TRANSFER_FEE_PER_TONNE when ordered. */
    transferFee: numeric('transfer_fee', { precision: 14, scale: 2 }).notNull().default('0'),
    /** A weighing beyond the tolerance (磅差) and the buyer's answer; null when none. */
    weighingDiff: text('weighing_diff').$type<WeighingDiffStatus>(),
    /** The buyer's reason of a disputed 磅差. */
    weighingDisputeReason: text('weighing_dispute_reason'),
  },
  (t) => [index('orders_company_stage_idx').on(t.companyId, t.stage, t.createdAt)],
);

/** Order lines; an order's weight and amount are the sums of its lines. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => goodsBatches.id),
    /** Tonnes. */
    weight: numeric('weight', { precision: 10, scale: 3 }).notNull(),
    /** CNY per tonne. */
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
    /** CNY: weight × unit price, rounded to the fen. */
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    /** Tonnes weighed when stocking finished; null before. */
    weighedWeight: numeric('weighed_weight', { precision: 10, scale: 3 }),
    /** CNY: weighed weight × unit price; null before weighing. */
    weighedAmount: numeric('weighed_amount', { precision: 14, scale: 2 }),
    /** Tonnes applied for delivery so far. */
    deliveredWeight: numeric('delivered_weight', { precision: 10, scale: 3 })
      .notNull()
      .default('0'),
    /** The line's final payment is made. */
    finalPaid: boolean('final_paid').notNull().default(false),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => goodsBatches.id),
    carType: cartType('car_type').notNull(),
    /** Tonnes chosen. */
    weight: numeric('weight', { precision: 10, scale: 3 }).notNull(),
    /** CNY per tonne when added; a line whose batch's price moved is in the shadow list. */
    addPrice: numeric('add_price', { precision: 12, scale: 2 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cart_user_batch_type_idx').on(t.userId, t.batchId, t.carType)],
);

/** Batches opened from the home page (addMayLikeProductAtHome); visitors' have no user. */
export const mayLikeRecords = pgTable(
  'may_like_records',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => goodsBatches.id),
    createdAt: createdAt(),
  },
  (t) => [index('may_like_records_user_idx').on(t.userId, t.createdAt)],
);

/** The types of information articles (行业资讯 and so on). */
export const infoTypes = pgTable('info_types', {
  /** The typeId of the contract. */
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

/** Information articles; `content` is HTML, sanitised by the client before rendering. */
export const infos = pgTable(
  'infos',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id')
      .notNull()
      .references(() => infoTypes.id),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    publishTime: timestamp('publish_time', { withTimezone: true }).notNull(),
    /** Who wrote it, e.g. 上海有色网. */
    source: text('source').notNull().default('铝材现货商城'),
    /** Reads of the article page. */
    viewCount: integer('view_count').notNull().default(0),
  },
  (t) => [
    index('infos_type_publish_idx').on(t.typeId, t.publishTime),
    index('infos_publish_idx').on(t.publishTime),
  ],
);

/** Message centre tabs. */
export const messageTypes = pgTable('message_types', {
  /** The typeId of the contract. */
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
});

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => messageTypes.id),
    title: text('title').notNull(),
    content: text('content').notNull(),
    intime: timestamp('intime', { withTimezone: true }).notNull(),
    readStatus: smallint('read_status').notNull(),
    bizCode: text('biz_code').notNull(),
    /** The values the jump map entry of `bizCode` names; sent JSON-encoded. */
    jumpParams: jsonb('jump_params').$type<Record<string, string>>().notNull(),
  },
  (t) => [
    index('messages_user_read_idx').on(t.userId, t.readStatus),
    index('messages_user_type_intime_idx').on(t.userId, t.typeId, t.intime),
  ],
);

/** The sub-settings of a message type, e.g. 订单发货通知 under 订单消息. */
export const messageSettings = pgTable('message_settings', {
  /** The messageSettingId of the contract. */
  id: integer('id').primaryKey(),
  typeId: integer('type_id')
    .notNull()
    .references(() => messageTypes.id),
  title: text('title').notNull(),
});

/**
 * A user's choice for a sub-setting. Only choices made are stored: without a row the user
 * receives that kind of message (receive 1).
 */
export const messageSettingChoices = pgTable(
  'message_setting_choices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    settingId: integer('setting_id')
      .notNull()
      .references(() => messageSettings.id),
    receive: smallint('receive').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.settingId] })],
);

/** Where a message of a bizCode leads (the jump map). */
export const messageJumps = pgTable('message_jumps', {
  bizCode: text('biz_code').primaryKey(),
  usePage: text('use_page').notNull(),
  /** The names of the message's jumpParams the page takes. */
  jumpParams: jsonb('jump_params').$type<string[]>().notNull(),
});

/** Reminders (flash actions) raised for a user; the poll lists those not yet consumed. */
export const reminders = pgTable(
  'reminders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actionCode: text('action_code').$type<ReminderCode>().notNull(),
    /** Kept to the second: it is the reminder's handle in GET consume?happenTime=. */
    happenTime: timestamp('happen_time', { withTimezone: true, precision: 0 }).notNull(),
    /** Comma-separated order numbers, or ''. */
    businessMsg: text('business_msg').notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('reminders_user_happen_idx').on(t.userId, t.happenTime)],
);

/** The customer-service chat: every message between a user and a sub-account. */
export const customerMessages = pgTable(
  'customer_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    account: text('account').$type<CustomerServiceAccount>().notNull(),
    /** The buyer or the agent. */
    from: text('sender').$type<CustomerMessageFrom>().notNull(),
    /** What the message says: `{ type, message }` of the contract. */
    body: jsonb('body').$type<CustomerMessageContent>().notNull(),
    intime: timestamp('intime', { withTimezone: true }).notNull(),
  },
  (t) => [index('customer_messages_user_account_intime_idx').on(t.userId, t.account, t.intime)],
);

export const searchLog = pgTable(
  'search_log',
  {
    id: serial('id').primaryKey(),
    keyword: text('keyword').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('search_log_keyword_idx').on(t.keyword)],
);

/** SMS codes as sent, newest last; only the newest of a number and type is valid. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    /** The mobile number the code went to. */
    username: text('username').notNull(),
    /** What the code is for: `SMS_TYPE` of the contract. */
    type: smallint('type').$type<SmsType>().notNull(),
    code: text('code').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code is used: a code works once. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_username_type_idx').on(t.username, t.type)],
);

export const qrLogins = pgTable('qr_logins', {
  code: text('code').primaryKey(),
  status: qrStatus('status').notNull().default('WAITING'),
  /** The account whose phone scanned the code. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** WeChat and QQ accounts known to the mall, each bound to at most one user and vice versa. */
export const thirdIdentities = pgTable(
  'third_identities',
  {
    id: serial('id').primaryKey(),
    /** The provider: `THIRD_PARTY` of the contract. */
    type: smallint('type').$type<ThirdPartyType>().notNull(),
    openid: text('openid').notNull(),
    unionid: text('unionid').notNull(),
    nickname: text('nickname').notNull(),
    /** The bound user, or null before the first login binds one. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('third_identities_type_openid_idx').on(t.type, t.openid),
    uniqueIndex('third_identities_type_unionid_idx').on(t.type, t.unionid),
    uniqueIndex('third_identities_type_user_idx').on(t.type, t.userId),
  ],
);

/** The provider's authorisation codes, each for one thirdCheck. */
export const thirdAuthCodes = pgTable('third_auth_codes', {
  code: text('code').primaryKey(),
  identityId: integer('identity_id')
    .notNull()
    .references(() => thirdIdentities.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Promotions: a banner leading to a goods search; the status follows from the dates. */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    /** The goods search the banner leads to. */
    keyword: text('keyword').notNull(),
    /** '#RRGGBB' behind the title when there is no image. */
    color: text('color').notNull(),
    image: text('image'),
    /** China dates, both included. */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
  },
  (t) => [index('promotions_dates_idx').on(t.startDate, t.endDate)],
);

/** What a content page belongs to: the help centre, 关于我们, or a protocol (by usePage). */
export type ContentKind = 'help' | 'about' | 'protocol';

/** Help, 关于我们 and protocol pages, by kind and route type; `content` is HTML. */
export const contentPages = pgTable(
  'content_pages',
  {
    kind: text('kind').$type<ContentKind>().notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** A protocol's version, e.g. V2.1; '' for other pages. */
    version: text('version').notNull().default(''),
    attachments: jsonb('attachments').$type<Attachment[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.type] })],
);

/** The FAQ of 关于我们; `answer` is HTML. */
export const faqs = pgTable('faqs', {
  id: integer('id').primaryKey(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  /** Display order. */
  sort: integer('sort').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** What a user action record is about. */
export type UserAction = 'checkAboutUs';

/** User actions recorded for statistics (/bi/userActionRecord); visitors' have no user. */
export const userActionRecords = pgTable(
  'user_action_records',
  {
    id: serial('id').primaryKey(),
    action: text('action').$type<UserAction>().notNull(),
    /** The record's subject, e.g. the FAQ entry opened. */
    targetId: integer('target_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('user_action_records_action_target_idx').on(t.action, t.targetId)],
);

/** Questions of 问答; seeded ones may have no user. */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Already masked, e.g. 陈**. */
    askerName: text('asker_name').notNull(),
    title: text('title').notNull(),
    /** Plain text; '' when only the title was given. */
    content: text('content').notNull(),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('questions_asked_idx').on(t.askedAt)],
);

/** Answers to questions; `official` ones come from the platform's customer service. */
export const answers = pgTable(
  'answers',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    answererName: text('answerer_name').notNull(),
    official: boolean('official').notNull(),
    /** Plain text. */
    content: text('content').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('answers_question_idx').on(t.questionId, t.answeredAt)],
);

/** Feedback sent through POST /pc/mall/feedback. */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `FEEDBACK_TYPES` of the contract. */
    type: smallint('type').$type<FeedbackType>().notNull(),
    content: text('content').notNull(),
    /** A number to call back, if given. */
    mobile: text('mobile'),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_user_created_idx').on(t.userId, t.createdAt)],
);

// ------------------------------------------------------------------------------ order area

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const tonnes = (name: string) => numeric(name, { precision: 10, scale: 3 });
const at = (name: string) => timestamp(name, { withTimezone: true });
const orderRef = () =>
  integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' });

/** The reasons a buyer picks when cancelling an order. */
export const cancelReasons = pgTable('cancel_reasons', {
  id: integer('id').primaryKey(),
  reason: text('reason').notNull(),
});

/** The mall's bank accounts that offline transfers go to. */
export const collectionAccounts = pgTable('collection_accounts', {
  id: integer('id').primaryKey(),
  companyName: text('company_name').notNull(),
  bankName: text('bank_name').notNull(),
  accountNo: text('account_no').notNull(),
});

/** A buyer company's money at the mall: its balance and its bank account on file. */
export const companyAccounts = pgTable('company_accounts', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** CNY available for 余额支付. */
  balance: money('balance').notNull(),
  /** CNY held back (a withdrawal waiting for finance); see funds/ledger.ts. */
  frozen: money('frozen').notNull().default('0.00'),
  bankName: text('bank_name').notNull(),
  accountNo: text('account_no').notNull(),
});

/** Payments of orders: deposits, differences, final payments, and refunds to the balance. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<PaymentKind>().notNull(),
    payType: text('pay_type').$type<PayType>().notNull(),
    amount: money('amount').notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    voucherNo: text('voucher_no'),
    collectionAccountId: integer('collection_account_id').references(() => collectionAccounts.id),
    /** The difference amount a 'diff' payment pays. */
    diffId: integer('diff_id'),
    /** The lines a 'final' or 'refund' payment settles. */
    detailIds: integer('detail_ids').array().notNull().default([]),
    createdAt: createdAt(),
    paidAt: at('paid_at'),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

/** An order's history, oldest first. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef(),
    at: at('at').notNull(),
    text: text('text').notNull(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);

/** The buyer's reminders (催货) of a stocking order. */
export const contractReminders = pgTable(
  'contract_reminders',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef(),
    content: text('content').notNull(),
    at: at('at').notNull(),
  },
  (t) => [index('contract_reminders_order_idx').on(t.orderId)],
);

/** The mall's replies to a reminder; `read` once the buyer has seen them. */
export const contractReplies = pgTable(
  'contract_replies',
  {
    id: serial('id').primaryKey(),
    reminderId: integer('reminder_id')
      .notNull()
      .references(() => contractReminders.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    at: at('at').notNull(),
    read: boolean('read').notNull().default(false),
  },
  (t) => [index('contract_replies_reminder_idx').on(t.reminderId)],
);

/** A modification of an order's tonnages. */
export const modifications = pgTable(
  'modifications',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef(),
    status: text('status').$type<(typeof MODIFICATION_STATUSES)[number]>().notNull(),
    oldAmount: money('old_amount').notNull(),
    newAmount: money('new_amount').notNull(),
    depositDiff: money('deposit_diff').notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('modifications_order_idx').on(t.orderId)],
);

export const modificationLines = pgTable('modification_lines', {
  id: serial('id').primaryKey(),
  modificationId: integer('modification_id')
    .notNull()
    .references(() => modifications.id, { onDelete: 'cascade' }),
  itemId: integer('item_id')
    .notNull()
    .references(() => orderItems.id, { onDelete: 'cascade' }),
  oldWeight: tonnes('old_weight').notNull(),
  newWeight: tonnes('new_weight').notNull(),
  unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
  oldAmount: money('old_amount').notNull(),
  newAmount: money('new_amount').notNull(),
});

/** The extra deposit a confirmed modification asks for. */
export const diffAmounts = pgTable(
  'diff_amounts',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef(),
    modificationId: integer('modification_id')
      .notNull()
      .references(() => modifications.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    status: text('status').$type<(typeof DIFF_STATUSES)[number]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('diff_amounts_order_idx').on(t.orderId)],
);

/** Invoices applied for; `cancelled` ones were taken back (cancelBill). */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    invoiceNo: text('invoice_no'),
    status: text('status').$type<'applied' | 'invoicing' | 'issued' | 'cancelled'>().notNull(),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    deliveryIds: integer('delivery_ids').array().notNull(),
    title: text('title').notNull(),
    taxNo: text('tax_no').notNull(),
    bankName: text('bank_name').notNull(),
    bankAccount: text('bank_account').notNull(),
    address: text('address').notNull(),
    /** Tax included. */
    amount: money('amount').notNull(),
    taxAmount: money('tax_amount').notNull(),
    remark: text('remark').notNull().default(''),
    appliedAt: at('applied_at').notNull(),
    issuedAt: at('issued_at'),
  },
  (t) => [index('invoices_company_idx').on(t.companyId)],
);

/** Deliveries: a part or all of an order's paid tonnes. */
export const deliveries = pgTable(
  'deliveries',
  {
    id: serial('id').primaryKey(),
    deliveryNo: text('delivery_no').notNull().unique(),
    orderId: orderRef(),
    status: text('status').$type<DeliveryStatus>().notNull(),
    deliveryType: text('delivery_type').$type<DeliveryType>().notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    address: text('address').notNull(),
    plateNo: text('plate_no').notNull(),
    plannedDate: date('planned_date', { mode: 'string' }).notNull(),
    logisticsCompany: text('logistics_company'),
    logisticsNo: text('logistics_no').unique(),
    createdAt: createdAt(),
    shippedAt: at('shipped_at'),
    receivedAt: at('received_at'),
    /** The invoice applied for, while it is not cancelled. */
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    commented: boolean('commented').notNull().default(false),
  },
  (t) => [index('deliveries_order_idx').on(t.orderId)],
);

export const deliveryLines = pgTable(
  'delivery_lines',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    weight: tonnes('weight').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [index('delivery_lines_delivery_idx').on(t.deliveryId)],
);

/** A delivery's tracking, oldest first. */
export const logisticsNodes = pgTable(
  'logistics_nodes',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    at: at('at').notNull(),
    text: text('text').notNull(),
  },
  (t) => [index('logistics_nodes_delivery_idx').on(t.deliveryId)],
);

export const orderComments = pgTable('order_comments', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  score: smallint('score').notNull(),
  content: text('content').notNull(),
  createdAt: createdAt(),
});

export const deliveryComments = pgTable('delivery_comments', {
  deliveryId: integer('delivery_id')
    .primaryKey()
    .references(() => deliveries.id, { onDelete: 'cascade' }),
  score: smallint('score').notNull(),
  content: text('content').notNull(),
  createdAt: createdAt(),
});

/** Sale contracts, made on submit; the customer may upload a signed PDF. */
export const contracts = pgTable('contracts', {
  id: serial('id').primaryKey(),
  contractNo: text('contract_no').notNull().unique(),
  orderId: integer('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  amount: money('amount').notNull(),
  createdAt: createdAt(),
  customerFileName: text('customer_file_name'),
  customerFile: bytea('customer_file'),
});

/** Answers of money-moving calls by key, so that a repeated key is answered, not acted on. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    key: text('key').notNull(),
    /** The envelope answered; null while the first call is under way. */
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.path, t.key] })],
);

/**
 * Failed tries of a guarded action (a wrong SMS code, a wrong password), by what was tried and
 * by whom: `attempts.ts` locks the action once too many fall within its window.
 */
export const failedAttempts = pgTable(
  'failed_attempts',
  {
    id: serial('id').primaryKey(),
    /** What was tried, e.g. `login` or `sms:1`. */
    action: text('action').notNull(),
    /** Who tried it: the mobile number. */
    subject: text('subject').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('failed_attempts_action_subject_at_idx').on(t.action, t.subject, t.at)],
);

export * from './afterSalesSchema.ts';
export * from './auctionsSchema.ts';
export * from './userCentreSchema.ts';
export * from './inquirySchema.ts';
export * from './marketSchema.ts';
export * from './addressSchema.ts';
export * from './staffSchema.ts';
export * from './inquiryDetailSchema.ts';
export * from './accountSchema.ts';
export * from './signatureSchema.ts';
export * from './fundsSchema.ts';
