#!/usr/bin/env python3
"""Check the built docs site (_site/, from `.ci/docs.py`) the way a reader meets it, offline.

- Every internal link of every page (href and src) points to a file of the site, and every #fragment to an id on
  the page it names.
- Headless Chromium (Debian's `chromium`, driven by Playwright with that executable, so nothing is downloaded) opens
  the index, a library page, a tutorial and an experiment from a local server and fails on a console error, an
  uncaught page error, a failed request, any request that leaves the machine, or math left unrendered: text between
  `$…$` outside code once MathJax has finished.
- `laya-sp report`'s page, built here from Lite0's explanations of twelve labelled ImageNet photos (the data root's),
  opened from disk: no console error, no request at all, the grid drawn with every photo, and the wrong-predictions
  filter leaving only the wrong rows; and the page of an (untrained) LAYA model, its layer weights α drawn as bars.
- `--screenshots` saves two pages and the report (whole, then filtered) as PNGs in nbs/images/ (the docs images
  committed with the repo).
Prints one line per check and exits 1 on any failure."""
import functools, http.server, re, sys, threading
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urlsplit, unquote

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT/'_site'
PAGES = ['index.html', '30_sp/34_explainers.html', 'tutorials/11_sp_imagenet_photos.html', 'experiments/36_sp_imagenet.html']
SHOTS = {'index.html': 'site_index.png', '30_sp/34_explainers.html': 'site_explainers.png'}
CHROMIUM = '/usr/bin/chromium'
FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
         '--disable-component-update', '--disable-sync']

class _Links(HTMLParser):
    def __init__(self):
        super().__init__(); self.refs, self.ids = [], set()
    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if a.get('id'): self.ids.add(a['id'])
        if tag == 'a' and a.get('name'): self.ids.add(a['name'])
        for k in ('href', 'src'):
            if a.get(k) and not (tag == 'link' and a.get('rel') in ('canonical',)): self.refs.append(a[k])

@functools.cache
def parsed(f:Path)->_Links:
    p = _Links(); p.feed(f.read_text(errors='replace')); return p

def broken_links()->list:
    "Internal links of every page that do not resolve to a file of the site (or to an id on the page they name)"
    bad = []
    for f in sorted(SITE.rglob('*.html')):
        if f.name == '404.html': continue   # mkdocs writes its 404 page with site-absolute links, for any depth
        for ref in parsed(f).refs:
            u = urlsplit(ref)
            if u.scheme or u.netloc or ref.startswith(('mailto:', 'javascript:', 'data:')): continue
            target = f if not u.path else (f.parent/unquote(u.path)).resolve()
            if target.is_dir(): target = target/'index.html'
            if not target.exists(): bad.append(f"{f.relative_to(SITE)}: {ref} (no such file)"); continue
            if u.fragment and target.suffix == '.html' and unquote(u.fragment) not in parsed(target).ids:
                bad.append(f"{f.relative_to(SITE)}: {ref} (no id {u.fragment!r} on {target.relative_to(SITE)})")
    return bad

UNRENDERED = r"""() => {
  const b = document.body.cloneNode(true);
  b.querySelectorAll('pre, code, script, style, .MathJax_Preview, .jp-OutputArea-output pre').forEach(e => e.remove());
  return (b.innerText.match(/\$[^$\n]{1,200}\$/g) || []).slice(0, 5);
}"""

def browse(shots:bool)->list:
    from playwright.sync_api import sync_playwright
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(SITE))
    http.server.SimpleHTTPRequestHandler.log_message = lambda *a: None
    srv = http.server.ThreadingHTTPServer(('127.0.0.1', 0), handler)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    base, bad = f'http://127.0.0.1:{srv.server_address[1]}/', []
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
            for name in PAGES:
                page, errs = browser.new_page(viewport={'width': 1280, 'height': 900}), []
                page.on('console', lambda m, errs=errs: m.type == 'error' and errs.append(f"console: {m.text[:200]}"))
                page.on('pageerror', lambda e, errs=errs: errs.append(f"page error: {str(e)[:200]}"))
                page.on('requestfailed', lambda r, errs=errs: errs.append(f"request failed: {r.url[:120]}"))
                page.on('response', lambda r, errs=errs: r.status >= 400 and errs.append(f"HTTP {r.status}: {r.url[:120]}"))
                page.on('request', lambda r, errs=errs: not r.url.startswith((base, 'data:', 'blob:'))
                        and errs.append(f"request leaves the machine: {r.url[:120]}"))
                page.goto(base + name, wait_until='load')
                has_math = page.evaluate("() => !!window.MathJax")
                if has_math:
                    page.evaluate("() => new Promise(done => MathJax.Hub.Queue(done))")
                    errs += [f"unrendered math: {t}" for t in page.evaluate(UNRENDERED)]
                n_math = page.evaluate("() => document.querySelectorAll('.MathJax, .MathJax_Display, mjx-container').length")
                if shots and name in SHOTS:
                    page.screenshot(path=str(ROOT/'nbs'/'images'/SHOTS[name]))
                print(f"{'FAIL' if errs else 'ok  '} {name}: {n_math} formulas rendered" + ''.join(f"\n     {e}" for e in errs))
                bad += [f"{name}: {e}" for e in errs]
                page.close()
            browser.close()
    finally: srv.shutdown()
    return bad

REPORT_SHOTS = ('report_grid.jpg', 'report_wrong.jpg')

def report_page(d:Path)->Path:
    "A report of Lite0's soft pullback and gradient on twelve labelled ImageNet photos, with their Random-logit scores"
    sys.path.insert(0, str(ROOT))
    from laya_sp.core.data import imagenet_sample
    from laya_sp.core.models import create_model, imagenet_classes
    from laya_sp.sp.store import explain
    from laya_sp.sp.evaluate import score_explainers
    from laya_sp.sp.explainers import EXPLAINERS
    from laya_sp.sp.report import report
    x, y, ids = imagenet_sample(12)
    net = create_model('lite0')
    kept = explain(net, x, methods=('SoftPullback', 'Gradient'), labels=y, images=ids, out=d/'store', progress=False)
    ev = score_explainers(net, x, y, {m: EXPLAINERS[m] for m in kept.methods}, metrics=('RandomLogit',), images=ids, progress=False)   # the labels' maps scored, the predictions' kept: the tutorial's explain → evaluate → report
    return report(d/'store', d/'report.html', results=ev, classes=imagenet_classes(short=True), per_page=6, title='Lite0 on twelve ImageNet photos')

def browse_report(shots:bool)->list:
    "Open the report from disk in headless Chromium: errors, requests, the grid, the wrong-predictions filter"
    import tempfile
    from playwright.sync_api import sync_playwright
    with tempfile.TemporaryDirectory() as d, sync_playwright() as pw:
        page_file, errs = report_page(Path(d)), []
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        page = browser.new_page(viewport={'width': 1000, 'height': 760})
        page.on('console', lambda m: m.type == 'error' and errs.append(f"console: {m.text[:200]}"))
        page.on('pageerror', lambda e: errs.append(f"page error: {str(e)[:200]}"))
        page.on('request', lambda r: not r.url.startswith(('file:', 'data:')) and errs.append(f"request: {r.url[:120]}"))
        page.goto(page_file.as_uri(), wait_until='load')
        rows = page.evaluate("() => document.querySelectorAll('#grid tr.row').length")
        maps = page.evaluate("() => [...document.querySelectorAll('#grid img')].filter(i => i.complete && i.naturalWidth > 0).length")
        if rows != 6 or maps != 18: errs.append(f"grid: {rows} rows and {maps} drawn pictures on the first page, expected 6 and 18")
        if shots: page.screenshot(path=str(ROOT/'nbs'/'images'/REPORT_SHOTS[0]), type='jpeg', quality=80)
        page.check('#wrong')
        after = page.evaluate("() => [document.querySelectorAll('#grid tr.row').length, document.querySelectorAll('#grid tr.row:not(.wrong)').length, document.getElementById('count').textContent]")
        if after[1] or not after[0]: errs.append(f"wrong-predictions filter: {after[0]} rows, {after[1]} of them right ({after[2]})")
        if shots: page.screenshot(path=str(ROOT/'nbs'/'images'/REPORT_SHOTS[1]), type='jpeg', quality=80)
        page.select_option('#sort', index=1)   # sorted by a score the wrong predictions' maps lack (they are of the predicted class, the label's was scored): kept, last
        ranked = page.evaluate("() => [document.querySelectorAll('#grid tr.row').length, document.getElementById('count').textContent, document.querySelector('.meta').textContent]")
        if ranked[0] != after[0] or 'without this score, last' not in ranked[1] or 'another class than the results scored' not in ranked[2]:
            errs.append(f"sorting by a score: {ranked[0]} of the {after[0]} wrong predictions kept ({ranked[1]}), header: {ranked[2][-120:]}")
        browser.close()
    print(f"{'FAIL' if errs else 'ok  '} report: {rows} rows, {maps} pictures drawn; wrong predictions only: {after[0]} rows ({after[2]}); sorted by a score: {ranked[0]} rows ({ranked[1]})" + ''.join(f"\n     {e}" for e in errs))
    return [f"report: {e}" for e in errs]

def browse_alpha()->list:
    "A LAYA model's page: the layer weights α drawn beside the maps, one bar per layer and input, no error"
    import tempfile, torch, torchvision
    from playwright.sync_api import sync_playwright
    sys.path.insert(0, str(ROOT))
    from laya_sp.laya.heads import attach_head
    from laya_sp.sp.store import explain
    from laya_sp.sp.report import report
    with torch.random.fork_rng(): torch.manual_seed(0); x = torch.rand(4, 3, 32, 32); net = attach_head(torchvision.models.resnet18(num_classes=10), ['layer1', 'layer2', 'layer3', 'layer4'], 'laya', 10, x[:2]).eval()
    with tempfile.TemporaryDirectory() as d, sync_playwright() as pw:
        page_file, errs = report(explain(net, x, ('Gradient',), progress=False), Path(d)/'laya.html'), []
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        page = browser.new_page(viewport={'width': 1000, 'height': 760})
        page.on('console', lambda m: m.type == 'error' and errs.append(f"console: {m.text[:200]}"))
        page.on('pageerror', lambda e: errs.append(f"page error: {str(e)[:200]}"))
        page.goto(page_file.as_uri(), wait_until='load')
        got = page.evaluate("() => [document.querySelectorAll('#grid th')[1]?.textContent, [...document.querySelectorAll('#grid .alpha .fill')].filter(e => e.getBoundingClientRect().width > 0).length]")
        if got != ['layer weights α', 16]: errs.append(f"α column: header {got[0]!r} and {got[1]} drawn bars, expected 'layer weights α' and 16 (4 inputs × 4 layers)")
        browser.close()
    print(f"{'FAIL' if errs else 'ok  '} report of a LAYA model: {got[1]} layer-weight bars drawn" + ''.join(f"\n     {e}" for e in errs))
    return [f"report α: {e}" for e in errs]

def main():
    if not (SITE/'index.html').exists(): sys.exit("no site in _site/: build it first with `python .ci/docs.py`")
    links = broken_links()
    n = sum(len(parsed(f).refs) for f in SITE.rglob('*.html'))
    print(f"{'FAIL' if links else 'ok  '} links: {n} internal and external references on {len(list(SITE.rglob('*.html')))} pages, {len(links)} broken"
          + ''.join(f"\n     {b}" for b in links[:30]))
    bad = links + browse('--screenshots' in sys.argv) + browse_report('--screenshots' in sys.argv) + browse_alpha()
    if bad: sys.exit(f"docs site check: {len(bad)} problem(s)")
    print("docs site check: every link resolves, four pages load without an error and their math is rendered; the report loads and filters, and draws a LAYA model's α")

if __name__ == '__main__': main()
