/** The links under the login forms. */
export function GatewayLinks() {
  return (
    <>
      <a href="#/gateway/forgetPassword">忘记密码</a>
      <a href="#/gateway/register">免费注册</a>
    </>
  );
}
