// Hostile input shared by the journeys, the unit tests and the stories: plain data, no imports,
// so that a package's tests, the sandbox's and the browser's can all read the same lists.

/**
 * What a hostile buyer types, and what a compromised back office could send: script-injection
 * payloads of every family. Each one, if it ever ran, would set `top.__pwned`; the journeys'
 * `expectInert` and the stories' sentinel check prove it never does. They are shown back as text, and the built app's
 * Content-Security-Policy would also refuse them, which the journeys' fixture reports as a
 * failure: a payload that reached the DOM as markup fails the journey even though it cannot run.
 */
const RUN = 'top.__pwned=1';

export const HOSTILE_PAYLOADS: readonly string[] = [
  // Script elements and event handlers.
  `<script>${RUN}</script>`,
  `<img src=x onerror=${RUN}>`,
  `<svg onload=${RUN}>`,
  `<svg><script>${RUN}</script></svg>`,
  `<body onload=${RUN}>`,
  `<details open ontoggle=${RUN}>`,
  `<video><source onerror=${RUN}></video>`,
  `<audio src=x onerror=${RUN}>`,
  `<input autofocus onfocus=${RUN}>`,
  `<marquee onstart=${RUN}>铝板</marquee>`,
  `<svg><animate onbegin=${RUN} attributeName=x dur=1s>`,
  `<div onmouseover="${RUN}" style="position:fixed;inset:0">悬停</div>`,
  `<img src=1 onerror=&#116;&#111;&#112;.__pwned=1>`,
  `<img src=1 onerror=\\u0074op.__pwned=1>`,
  // javascript: and data: URLs.
  `javascript:${RUN}`,
  `JaVaScRiPt:${RUN}`,
  `java\tscript:${RUN}`,
  `  javascript:${RUN}`,
  `<a href="javascript:${RUN}">点此退款</a>`,
  `<a href="  javascript:${RUN}">点此退款</a>`,
  `<iframe src="javascript:${RUN}"></iframe>`,
  `<object data="javascript:${RUN}"></object>`,
  `<embed src="javascript:${RUN}">`,
  `<form><button formaction="javascript:${RUN}">提交</button></form>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${RUN}">`,
  `<base href="javascript:${RUN}//">`,
  'data:text/html;base64,PHNjcmlwdD50b3AuX19wd25lZD0xPC9zY3JpcHQ+',
  `<a href="data:text/html,<script>${RUN}</script>">查看</a>`,
  `<iframe srcdoc="<script>${RUN}</script>"></iframe>`,
  `<svg><a xlink:href="javascript:${RUN}"><text x="20" y="20">点我</text></a></svg>`,
  `<div style="background:url(javascript:${RUN})">背景</div>`,
  `<style>@import 'javascript:${RUN}';</style>`,
  // Broken markup and parser confusion.
  `"><script>${RUN}</script>`,
  `'><img src=x onerror=${RUN}>`,
  `</textarea><script>${RUN}</script>`,
  `</title><script>${RUN}</script>`,
  `<scr<script>ipt>${RUN}</scr</script>ipt>`,
  `<<script>${RUN}//<</script>`,
  `<img """><script>${RUN}</script>">`,
  `<!--<img src="--><img src=x onerror=${RUN}//">`,
  `<![CDATA[<script>${RUN}</script>]]>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${RUN}>`,
  `<noscript><p title="</noscript><img src=x onerror=${RUN}>">`,
  `<img src="x`,
  '%3Cscript%3Etop.__pwned%3D1%3C%2Fscript%3E',
  `&lt;script&gt;${RUN}&lt;/script&gt;`,
  // Template expressions.
  `{{constructor.constructor('${RUN}')()}}`,
  `\${${RUN}}`,
  `<%= ${RUN} %>`,
  `#{${RUN}}`,
  `<x v-html="'<img src=x onerror=${RUN}>'"></x>`,
  // Very long, right-to-left and invisible text: the layout must hold.
  '铝'.repeat(480),
  'A'.repeat(300),
  '\u202e6061-T6 铝板 gpj.exe',
  'مرحبا שלום 铝板 6061',
  `\u200b\u200d<img src=x onerror=${RUN}>\u0301`,
];

/**
 * Where a crafted link could try to send the buyer after a login or a provider's callback:
 * other origins, protocol-relative and backslash forms, schemes, encoded and control-character
 * tricks, and the gateway itself. An app never goes to any of them (it goes home); the sandbox's
 * stand-in authorisation page never sends the browser off its own origin or loopback with one.
 */
export const UNSAFE_REDIRECTS: readonly string[] = [
  'https://evil.example/',
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  'https:evil.example',
  'http://127.0.0.1.evil.example/',
  'http://localhost.evil.example/',
  'http://localhost@evil.example/',
  'http://user:pw@localhost/',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '%2F%2Fevil.example',
  '/center/%0A//evil.example',
  '\t//evil.example',
  '///evil.example',
  '/gateway/login?redirect=https://evil.example',
  'gateway/wxBack',
];
