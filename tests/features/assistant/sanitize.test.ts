import { describe, expect, it } from 'vitest';
import { renderAnswer, renderMarkdown } from '@/features/assistant';

/**
 * XSS classes from the OWASP XSS Filter Evasion cheat sheet, PortSwigger's XSS
 * cheat sheet and Markdown-specific vectors, rendered exactly as an answer is.
 */
const PAYLOADS: Record<string, string> = {
  'script tag': '<script>window.__xss=1</script>',
  'script, odd case and spacing': '<ScRiPt >window.__xss=1</ScRiPt >',
  'img onerror': '<img src=x onerror="window.__xss=1">',
  'img onerror, no quotes, slash': '<img/src=x/onerror=window.__xss=1>',
  'body onload': '<body onload=window.__xss=1>',
  'details ontoggle': '<details open ontoggle=window.__xss=1><summary>x</summary></details>',
  'div onmouseover': '<div onmouseover="window.__xss=1">hover</div>',
  'video source onerror': '<video><source onerror="window.__xss=1"></video>',
  'audio onerror': '<audio src=x onerror=window.__xss=1>',
  'svg onload': '<svg onload=window.__xss=1>',
  'svg script': '<svg><script>window.__xss=1</script></svg>',
  'svg animate onbegin': '<svg><animate onbegin=window.__xss=1 attributeName=x dur=1s>',
  'svg use data': '<svg><use href="data:image/svg+xml;base64,PHN2ZyBpZD0neCcgeG1sbnM9J2h0dHA6Ly93d3cudzMub3JnLzIwMDAvc3ZnJz48L3N2Zz4=#x"/></svg>',
  'svg a xlink javascript': '<svg><a xlink:href="javascript:window.__xss=1"><text x=20 y=20>x</text></a></svg>',
  'mXSS math mglyph style': '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  'mXSS math textarea': '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=window.__xss=1 src=1>">',
  'mXSS svg p style': '<svg></p><style><a id="</style><img src=1 onerror=window.__xss=1>">',
  'mXSS noscript title': '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  'mXSS form nesting': '<form><math><mtext></form><form><mglyph><style></math><img src onerror=window.__xss=1>',
  'math href': '<math href="javascript:window.__xss=1"><mi>x</mi></math>',
  'markdown javascript link': '[点我](javascript:window.__xss=1)',
  'markdown javascript link, mixed case': '[点我](JaVaScRiPt:window.__xss=1)',
  'markdown javascript link, entity colon': '[点我](javascript&#58;window.__xss=1)',
  'markdown javascript link, entity j': '[点我](&#106;avascript:window.__xss=1)',
  'markdown reference javascript link': '[点我][x]\n\n[x]: javascript:window.__xss=1',
  'markdown autolink javascript': '<javascript:window.__xss=1>',
  'markdown link title breakout': '[a](https://ok.example "t" onmouseover=window.__xss=1)',
  'markdown data link': '[点我](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  'markdown data image': '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  'html javascript link': '<a href="javascript:window.__xss=1">x</a>',
  'html javascript link, tab inside': '<a href="jav\tascript:window.__xss=1">x</a>',
  'html javascript link, entity tab': '<a href="jav&#x09;ascript:window.__xss=1">x</a>',
  'html javascript link, leading space': '<a href=" javascript:window.__xss=1">x</a>',
  'html javascript link, control char': '<a href="\u0001javascript:window.__xss=1">x</a>',
  'html javascript link, decimal entities':
    '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058window.__xss=1">x</a>',
  'html vbscript link': '<a href="vbscript:msgbox(1)">x</a>',
  'html data link': '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  'img data src': '<img src="data:image/png;base64,iVBORw0KGgo=">',
  'iframe data': '<iframe src="data:text/html,<script>window.__xss=1</script>"></iframe>',
  'iframe srcdoc': '<iframe srcdoc="<script>window.__xss=1</script>"></iframe>',
  'object data': '<object data="javascript:window.__xss=1"></object>',
  'embed src': '<embed src="javascript:window.__xss=1">',
  'form action': '<form action="javascript:window.__xss=1"><input type=submit></form>',
  'button formaction': '<form><button formaction="javascript:window.__xss=1">X</button></form>',
  'input formaction': '<input type="image" src="x" formaction="javascript:window.__xss=1">',
  'isindex': '<isindex action=javascript:window.__xss=1 type=image>',
  'meta refresh': '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  'base href': '<base href="https://evil.example/">',
  'base href javascript': '<base href="javascript:window.__xss=1//">',
  'link import': '<link rel="import" href="https://evil.example/x.html">',
  'style tag': '<style>@import "https://evil.example/x.css"; body{display:none}</style>',
  'style attribute': '<div style="background:url(javascript:window.__xss=1)">x</div>',
  'template script': '<template><script>window.__xss=1</script></template>',
  'think with handler': '<think><img src=x onerror=window.__xss=1></think>答案',
  'unclosed think with script': '<think><script>window.__xss=1</script>',
  'target self and opener': '<a href="https://ok.example" target="_self" rel="opener">ok</a>',
};

const FORBIDDEN_TAGS =
  'script, style, iframe, frame, frameset, object, embed, form, input, button, textarea, select, svg, math, meta, base, link, template, isindex, video, audio, source';
const URL_ATTRS = ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset', 'background', 'poster', 'data'];
const DANGEROUS = /^(?:javascript|vbscript|data):/i;

function problems(html: string): string[] {
  const found: string[] = [];
  const host = document.createElement('div');
  host.innerHTML = html;
  // Parse twice: what survives one round trip must not mutate into markup (mXSS).
  const again = document.createElement('div');
  again.innerHTML = host.innerHTML;
  for (const root of [host, again]) {
    root.querySelectorAll(FORBIDDEN_TAGS).forEach((el) => found.push(`<${el.tagName.toLowerCase()}>`));
    root.querySelectorAll('*').forEach((el) => {
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        if (name.startsWith('on')) found.push(`${name} handler`);
        if (name === 'style' || name === 'srcdoc') found.push(`${name} attribute`);
        // eslint-disable-next-line no-control-regex -- browsers ignore these inside a URL scheme
        const value = attr.value.replace(/[\u0000-\u0020\u007f-\u00a0]/g, '');
        if (URL_ATTRS.includes(name) && DANGEROUS.test(value)) found.push(`${name}=${attr.value}`);
      }
    });
    root.querySelectorAll('a[href]').forEach((a) => {
      if (a.getAttribute('href')?.startsWith('/')) return;
      if (a.getAttribute('target') !== '_blank' || a.getAttribute('rel') !== 'noopener noreferrer') {
        found.push(`link without new tab: ${a.outerHTML}`);
      }
    });
  }
  return found;
}

describe('assistant Markdown sanitiser', () => {
  it.each(Object.entries(PAYLOADS))('%s: nothing executable survives', (_name, payload) => {
    const html = renderMarkdown(payload);
    expect(problems(html), html).toEqual([]);
    const blocks = renderAnswer(`前文\n\n${payload}\n\n后文`, false).map((b) => b.html).join('');
    expect(problems(blocks), blocks).toEqual([]);
    const streaming = renderAnswer(payload, true).map((b) => b.html).join('');
    expect(problems(streaming), streaming).toEqual([]);
  });

  it('the check itself catches dangerous markup', () => {
    expect(problems('<img src=x onerror=alert(1)>')).toContain('onerror handler');
    expect(problems('<a href="javascript:alert(1)">x</a>').join()).toContain('href=javascript');
    expect(problems('<svg></svg><form></form>')).toEqual(expect.arrayContaining(['<svg>', '<form>']));
  });

  it('keeps safe content: text, emphasis, lists, tables, code, safe links in a new tab', () => {
    const html = renderMarkdown(
      '**粗体** 与 *斜体*\n\n- 一\n- 二\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n`code`\n\n[官网](https://ok.example/x) <a href="https://ok.example/y">y</a>',
    );
    const host = document.createElement('div');
    host.innerHTML = html;
    expect(host.querySelector('strong')?.textContent).toBe('粗体');
    expect(host.querySelectorAll('li')).toHaveLength(2);
    expect(host.querySelector('table td')?.textContent).toBe('1');
    expect(host.querySelector('code')?.textContent).toBe('code');
    const links = host.querySelectorAll('a');
    expect(links).toHaveLength(2);
    links.forEach((a) => {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    });
  });

  it('keeps the shop’s own product links in the tab', () => {
    const host = document.createElement('div');
    host.innerHTML = renderMarkdown('[309486-25T](/product/66a300000000000000000001)');
    const a = host.querySelector('a');
    expect(a?.getAttribute('href')).toBe('/product/66a300000000000000000001');
    expect(a?.getAttribute('target')).toBeNull();
    expect(a?.classList.contains('assistant-internal-link')).toBe(true);
  });

  it('markdown options: raw HTML, line breaks and typographer are on', () => {
    const host = document.createElement('div');
    host.innerHTML = renderMarkdown('第一行\n第二行 <kbd>Ctrl</kbd> (c) -- "引号"');
    expect(host.querySelector('br')).not.toBeNull();
    expect(host.querySelector('kbd')?.textContent).toBe('Ctrl');
    expect(host.textContent).toContain('©');
    expect(host.textContent).toContain('–');
  });

  it('keeps no picture from a foreign host: a beacon in a prompt-injected document is dropped (issue 23, item 13)', () => {
    const hostile = [
      '![](https://evil.example/x.png)',
      '![logo](https://evil.example/x.png "t")',
      '![ref][pixel]\n\n[pixel]: https://evil.example/ref.png',
      '<img src="https://evil.example/a.png">',
      '<IMG SRC=" https://evil.example/b.png ">',
      '<img src="//evil.example/c.png">',
      '<img src="https://cdn.example.cn@evil.example/d.png">',
      '<img src="https://cdn.example.cn.evil.example/e.png">',
      '<img src="http://cdn.example.cn/f.png">',
      '<img src="https:&#47;&#47;evil.example/g.png">',
      '<img src="/\\evil.example/h.png">',
      '<image src="https://evil.example/i.png">',
      '<img srcset="https://evil.example/j.png 1x, https://evil.example/j2.png 2x">',
      '<img src="https://cdn.example.cn/ok.png" srcset="https://evil.example/k.png 2x">',
      '<picture><source srcset="https://evil.example/l.png"><img src="https://evil.example/m.png"></picture>',
      '<table background="https://evil.example/n.png"><tr><td background="https://evil.example/o.png">x</td></tr></table>',
      '<video poster="https://evil.example/p.png"></video>',
      '<input type="image" src="https://evil.example/q.png">',
      '<a href="https://ok.example/" ping="https://evil.example/r">链接</a>',
    ].join('\n\n');
    for (const html of [
      renderMarkdown(hostile),
      renderAnswer(`前文\n\n${hostile}\n\n后文`, false).map((b) => b.html).join(''),
      renderAnswer(hostile, true).map((b) => b.html).join(''),
    ]) {
      const host = document.createElement('div');
      host.innerHTML = html;
      expect(html).not.toContain('evil.example');
      expect(host.querySelectorAll('[srcset], [background], [poster], [ping], source, picture, video, input')).toHaveLength(0);
      // what stays is the one picture of an accepted origin
      expect([...host.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['https://cdn.example.cn/ok.png']);
      expect(host.textContent).toContain('链接');
    }
  });

  it('keeps pictures of the accepted origins: the image origins (VITE_IMAGE_ORIGINS), the API and the shop (issue 23, item 13)', () => {
    const host = document.createElement('div');
    host.innerHTML = renderMarkdown(
      `![产品图](https://cdn.example.cn/m/123.jpg)\n\n<img src="${location.origin}/common/v1/images/material/abc.svg" alt="试剂">\n\n![相对](/favicon.svg)`,
    );
    expect([...host.querySelectorAll('img')].map((img) => [img.getAttribute('src'), img.getAttribute('alt')])).toEqual([
      ['https://cdn.example.cn/m/123.jpg', '产品图'],
      [`${location.origin}/common/v1/images/material/abc.svg`, '试剂'],
      [`${location.origin}/favicon.svg`, '相对'],
    ]);
  });
});
