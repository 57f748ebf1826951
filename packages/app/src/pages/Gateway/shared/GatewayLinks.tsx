import { hrefTo } from '../../../routes/links.ts';

/** The links under the login forms. */
export function GatewayLinks() {
  return (
    <>
      <a href={hrefTo('forgetPassword')}>忘记密码</a>
      <a href={hrefTo('register')}>免费注册</a>
    </>
  );
}
