import type { Context } from 'hono';
import type * as z from 'zod/mini';
import { fail } from './envelope.ts';

/** Chinese names of request fields, by field name. */
type Labels = Readonly<Record<string, string>>;

/** The usual names, for messages such as '手机号不能为空'; a route may name a field otherwise. */
const FIELD_LABELS: Labels = {
  username: '手机号',
  userName: '手机号',
  password: '密码',
  port: '登录端口',
  sms: '短信验证码',
  smsCode: '短信验证码',
  type: '类型',
  sourceType: '来源',
  realname: '真实姓名',
  unionid: 'unionid',
  openid: 'openid',
  nickname: '昵称',
  redirect: '回跳地址',
  identity: '身份',
  latencyMs: '延迟毫秒数',
  errorRate: '错误率',
  rules: '故障规则',
  path: '路径',
  code: '业务码',
  httpStatus: 'HTTP 状态码',
  msg: '提示信息',
  times: '生效次数',
  id: '消息 ID',
  messageTypeId: '消息类型',
  messageSettingId: '消息设置',
  receive: '是否接收',
  pageNum: '页码',
  pageSize: '每页条数',
  happenTime: '提醒时间',
  actionCode: '提醒类型',
  businessMsg: '业务信息',
  isPush: '消息推送',
  pushApp: '平台推送',
  pushDx: '短信推送',
  pushWx: '微信推送',
};

const fieldName = (path: readonly PropertyKey[], labels: Labels): string => {
  const last = path.at(-1);
  const label = typeof last === 'string' ? (labels[last] ?? FIELD_LABELS[last] ?? last) : '参数';
  // Nested fields also name where they are, e.g. '路径（rules[0].path）'.
  if (path.length <= 1) return label;
  const where = path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${String(key)}`))
    .join('');
  return `${label}（${where}）`;
};

/**
 * One issue as a Chinese sentence that names the field. Used as zod's per-parse error map, so
 * a message written into the schema itself (as the contract's form rules have) wins.
 */
const describeIssue =
  (labels: Labels) =>
  (issue: z.core.$ZodRawIssue): string => {
    if (issue.code === 'unrecognized_keys') return `不支持的参数：${issue.keys.join('、')}`;
    const path = issue.path ?? [];
    if (path.length === 0) return '请求参数格式不正确';
    const field = fieldName(path, labels);
    const missing = issue.input === undefined || issue.input === null;
    switch (issue.code) {
      case 'invalid_type':
        return missing ? `${field}不能为空` : `${field}类型不正确`;
      case 'invalid_value':
        return missing
          ? `${field}不能为空`
          : `${field}必须为 ${issue.values.map(String).join(' 或 ')}`;
      case 'invalid_union': {
        if (missing) return `${field}不能为空`;
        // A union of literals, such as a type code, names the values it allows.
        const values = issue.errors.map((branch) =>
          branch.length === 1 && branch[0]?.code === 'invalid_value' ? branch[0].values : undefined,
        );
        return values.every((allowed) => allowed !== undefined)
          ? `${field}必须为 ${values.flat().map(String).join(' 或 ')}`
          : `${field}不正确`;
      }
      case 'too_small':
        if (issue.origin === 'string' && Number(issue.minimum) <= 1) return `${field}不能为空`;
        return issue.inclusive === false
          ? `${field}必须大于 ${issue.minimum}`
          : `${field}不能小于 ${issue.minimum}`;
      case 'too_big':
        return issue.inclusive === false
          ? `${field}必须小于 ${issue.maximum}`
          : `${field}不能大于 ${issue.maximum}`;
      case 'invalid_format':
        return `${field}格式不正确`;
      default:
        return `${field}不正确`;
    }
  };

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

type Options = {
  /** Names of fields for this route, over the usual ones (e.g. `code: '二维码'`). */
  labels?: Labels;
};

/** Validates input with a zod schema; a failure is body code 400 naming the first bad field. */
const validate = <S extends z.ZodMiniType>(
  schema: S,
  input: unknown,
  { labels = {} }: Options,
): Parsed<z.output<S>> => {
  const result = schema.safeParse(input, { error: describeIssue(labels) });
  if (result.success) return { ok: true, data: result.data };
  const [first] = result.error.issues;
  return { ok: false, response: fail(400, first?.message ?? '请求参数不正确') };
};

/** Validates the JSON body of a request. */
export const validateJson = async <S extends z.ZodMiniType>(
  c: Context,
  schema: S,
  options: Options = {},
): Promise<Parsed<z.output<S>>> => {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return { ok: false, response: fail(400, '请求体必须是 JSON') };
  }
  return validate(schema, body, options);
};

/**
 * Validates the query string of a request. Its values are strings: those named in `numbers`
 * are read as numbers first when they are numerals (anything else is left for the schema to
 * refuse).
 */
export const validateQuery = <S extends z.ZodMiniType>(
  c: Context,
  schema: S,
  { numbers = [], ...options }: Options & { numbers?: readonly (keyof z.input<S>)[] } = {},
): Parsed<z.output<S>> => {
  const numeric = new Set<PropertyKey>(numbers);
  const query = Object.entries(c.req.query()).map(([key, value]) => {
    const isNumeral = numeric.has(key) && value.trim() !== '' && Number.isFinite(Number(value));
    return [key, isNumeral ? Number(value) : value];
  });
  return validate(schema, Object.fromEntries(query), options);
};
