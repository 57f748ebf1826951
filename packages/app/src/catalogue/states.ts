/**
 * What the usual state names of page stories mean, for readers of the catalogue who do not
 * read the code. A story named otherwise says what it shows in its own description.
 */
export const stateGlossary: readonly { name: string; meaning: string }[] = [
  { name: 'Loaded', meaning: '正常情况：接口返回了典型的数据。' },
  { name: 'Loading', meaning: '数据还没回来：页面显示骨架或加载中。' },
  { name: 'Empty', meaning: '接口成功但没有数据：显示空状态的说明和下一步。' },
  { name: 'ServerError', meaning: '接口失败（例如 500）：显示错误信息，通常可以「重试」。' },
  { name: 'Uncertified', meaning: '已登录、企业未认证：价格显示为 -，操作引导「去认证」。' },
  { name: 'NotAdmin', meaning: '已认证企业的普通员工：只有管理员能做的操作不显示或不可用。' },
  { name: 'Visitor', meaning: '未登录的游客：需要登录的操作会请他先登录。' },
  { name: 'NotFound', meaning: '要看的对象不存在，或地址里的编号无效。' },
  { name: 'InFlight', meaning: '请求进行中（如支付已发出）：按钮忙碌，再点也不会重复提交。' },
  { name: 'Submitting', meaning: '提交中：按钮忙碌，表单不能再次提交。' },
  { name: 'ValidationErrors', meaning: '表单校验未通过：错误提示出现在各字段下方。' },
  { name: 'Refused', meaning: '服务端按业务规则拒绝（返回错误码）：显示服务端给的说明。' },
];

/** The glossary's meaning of a story's state name (`Server Error`, `PaymentInFlight`), if any. */
export const meaningOf = (storyName: string): string | undefined => {
  const name = storyName.replace(/\s+/g, '');
  return stateGlossary.find((s) => name === s.name || name.endsWith(s.name))?.meaning;
};
