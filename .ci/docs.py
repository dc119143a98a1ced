#!/usr/bin/env python3
"""Build the docs site without Quarto, offline, into _site/ (`python .ci/docs.py`; open _site/index.html).

nbdev builds its site with Quarto, which cannot be installed on these machines, and `nbdev_docs`/`nbdev_preview` try to
install it. So this script does what `nbdev_docs` does before it calls Quarto, then hands the result to a well-kept
static site generator instead:
1. nbdev's notebook processing (show_doc cells with the API signatures, directives, exec_doc cells) into _proc/;
   every notebook must come through without an error.
2. The processed notebooks are made ready for a site of plain relative links: a link to another notebook points to
   its page, nbdev's links to the published Quarto site (`https://…github.io/laya_sp/30_sp/explainers.html#x`) point to
   the page here, and Quarto's attribute blocks (`{target="_blank" …}`) are dropped.
3. mkdocs-material with mkdocs-jupyter builds the pages, sidebar and search. mkdocs-material, because it gives
   navigation, search and code highlighting from one package and a config of a few lines, and mkdocs-jupyter renders
   the notebooks with their outputs as they are stored (nothing is executed again); Sphinx with myst-nb would need a
   conf.py, an index tree and its own notebook executor settings for the same site.
4. Math is rendered by MathJax 2 from the jupyter-server-mathjax package (the `dev` extra), copied into the site with
   its STIX web fonts; the theme's Google fonts are switched off. Nothing is fetched from a CDN, nothing installed.
`.ci/browser.py` then opens pages of the site in headless Chromium and fails on a console error, a broken link or
unrendered math."""
import json, re, shutil, subprocess, sys
import yaml
from pathlib import Path
from nbdev.config import get_config

cfg = get_config()
ROOT, NBS = cfg.config_path, cfg.nbs_path
SITE, SRC = ROOT/'_site', ROOT/'_site_src'
sys.path.insert(0, str(ROOT/'.ci'))
from sidebar import groups   # the sidebar's sections follow the notebook folders

def notebooks()->list:
    return sorted(p.relative_to(NBS) for p in NBS.rglob('*.ipynb') if not p.name.startswith('_') and '.ipynb_checkpoints' not in p.parts)

def process():
    "nbdev's own processing into _proc/ (`nbdev_proc_nbs` would first try to install Quarto, so its step is called directly)"
    from nbdev.serve import proc_nbs
    proc_nbs(NBS, n_workers=2, force=True)
    out, bad = ROOT/'_proc', []
    for nb in notebooks():
        p = out/nb
        if not p.exists(): bad.append(f"{nb}: not written"); continue
        errs = [c for c in json.loads(p.read_text())['cells'] for o in c.get('outputs', []) if o.get('output_type') == 'error']
        if errs: bad.append(f"{nb}: {len(errs)} cell(s) raised during doc processing")
    if bad: sys.exit("docs processing failed:\n  " + '\n  '.join(bad))
    print(f"docs processing: {len(notebooks())} notebooks processed")
    return out

def page(nb:Path)->str: return nb.with_suffix('.html').as_posix()

def quarto_url(nb:Path)->str:
    "Where Quarto would publish a notebook: its path with the number prefix of the file name dropped"
    return (nb.parent/re.sub(r'^\d+_', '', nb.stem)).with_suffix('.html').as_posix().lstrip('./')

def relative(target:str, frm:Path)->str:
    "`target` (a path from the site root) as a link from the page of notebook `frm`"
    return '../' * (len(frm.parts) - 1) + target

def fix_links(text:str, nb:Path, quarto:dict)->str:
    "Links of one notebook's markdown, made to work on this site"
    site = cfg.doc_host.rstrip('/') + '/' + cfg.doc_baseurl.strip('/') + '/'
    def nb_link(m):
        url, frag = m.group(1), m.group(2) or ''
        if url.startswith(site):                       # nbdev's link to the Quarto site
            path = url[len(site):] or 'index.html'
            if path not in quarto: return m.group(0)
            return f"]({relative(quarto[path], nb)}{frag})"
        if re.match(r'^[a-z]+:', url) or not url.endswith('.ipynb'): return m.group(0)
        return f"]({url[:-len('.ipynb')]}.html{frag})"
    # nbdev also links private names, which have no documentation entry (and no anchor): those stay code, unlinked
    text = re.sub(r'\[(`_\w+`)\]\(' + re.escape(site) + r'[^)\s]*#_\w+\)', r'\1', text)
    text = re.sub(r'\]\(([^)\s#]+)(#[^)\s]*)?\)', nb_link, text)
    text = re.sub(r'(\]\([^)\s]+\))\{[^}\n]*\}', r'\1', text)      # Quarto's {target="_blank" style=…}
    return text.replace('](../CONTRIBUTING.md)', f"]({relative('CONTRIBUTING.html', nb)})")

def prepare(proc:Path):
    "The mkdocs source folder: processed notebooks with working links, the images, CONTRIBUTING"
    shutil.rmtree(SRC, ignore_errors=True); SRC.mkdir()
    quarto, titles = {quarto_url(nb): page(nb) for nb in notebooks()}, {}
    for nb in notebooks():
        d = json.loads((proc/nb).read_text())
        c0 = ''.join(d['cells'][0]['source']) if d['cells'] else ''
        if d['cells'] and d['cells'][0]['cell_type'] == 'raw' and c0.startswith('---'):   # nbdev's front matter, for Quarto
            fm = yaml.safe_load(c0.strip().strip('-')) or {}
            titles[nb] = fm.get('title', nb.stem)
            head = f"# {titles[nb]}" + (f"\n\n> {fm['description']}" if fm.get('description') else '')
            d['cells'][0] = dict(cell_type='markdown', metadata={}, source=head)
        for c in d['cells']:
            if c['cell_type'] == 'markdown': c['source'] = fix_links(''.join(c['source']), nb, quarto)
            for o in c.get('outputs', []):
                md = o.get('data', {}).get('text/markdown')
                if md is not None: o['data']['text/markdown'] = fix_links(''.join(md), nb, quarto)
        (SRC/nb).parent.mkdir(parents=True, exist_ok=True); (SRC/nb).write_text(json.dumps(d))
    shutil.copytree(NBS/'images', SRC/'images')
    contrib = (ROOT/'CONTRIBUTING.md').read_text()
    (SRC/'CONTRIBUTING.md').write_text(re.sub(r'\]\(nbs/([^)]+)\.ipynb\)', r'](\1.html)', contrib))
    return titles

def config(titles:dict)->str:
    "mkdocs.yml: the sidebar of nbs/sidebar.yml with each notebook's title, the theme, the notebook plugin; math from the bundled MathJax"
    t = lambda nb: json.dumps(titles.get(nb, nb.stem))
    nav = ['  - Home: index.ipynb']
    for folder, title in list(groups.items()) + [('.', 'Command line and checks')]:
        fs = [nb for nb in notebooks() if nb.parent.as_posix() == folder and nb.name != 'index.ipynb']
        if fs: nav += [f'  - {title}:'] + [f'    - {t(nb)}: {nb.as_posix()}' for nb in fs]
    nav += ['  - Contributing: CONTRIBUTING.md']
    return '\n'.join([
        f'site_name: {cfg.lib_name}', f'site_description: "{cfg.description}"', f'docs_dir: {SRC}', f'site_dir: {SITE}',
        'use_directory_urls: false', 'strict: false',
        'theme:', '  name: material', '  font: false', '  features: [navigation.sections, search.highlight]',
        'plugins:', '  - search', '  - mkdocs-jupyter:', '      execute: false', '      include_source: false',
        '      ignore_h1_titles: false', "      custom_mathjax_url: 'MATHJAX_ROOT/MathJax.js?config=TeX-AMS-MML_HTMLorMML-full,Safe'",
        'nav:', *nav]) + '\n'

# MathJax's HTML-CSS output with the STIX web fonts of the bundle (its TeX fonts are not bundled); its blank test font
# points at a local name instead of `about:blank`, which Chromium reports as a failed cross-origin font load
STIX = ('<script type="text/x-mathjax-config">MathJax.Hub.Config({"HTML-CSS": {availableFonts: [], preferredFont: null, '
        'webFont: "STIX-Web", imageFont: null, styles: {"@font-face": {"font-family": "MathJax_Blank", src: "local(\'MathJax_Blank\')"}}}, '
        'menuSettings: {zoom: "None"}});</script>\n')
# nbconvert's loader of the ipywidgets renderer (from unpkg.com): the stored notebooks carry no widget state to render
WIDGETS = re.compile(r'<script>\s*\(function\(\) \{\s*function addWidgetsRenderer\(\).*?</script>', re.S)

TOC_LINK = re.compile(r'(<a href="#)([^"]*)(" class="md-nav__link">\s*<span class="md-ellipsis">)(\s*)(</span>)?')

def fix_toc(html:str)->str:
    """Point the page's table of contents at its headings. mkdocs-jupyter names a TOC entry by python-markdown's slug of
    the heading without its code (`## Inside `torch.no_grad()`` gives `#inside`, a heading of code alone `#_1`) while
    the heading's id keeps the code (`inside-torchno_grad`): the entries and the markdown cells' headings are in the
    same order, so each entry takes its heading's id (and its text, where the entry has none)."""
    body = html.rfind('data-md-component="toc"')
    cells = re.split(r'<div class="jp-Cell ', html[html.find('</nav>', body):])
    heads = [(int(m.group(1)), m.group(2), re.sub(r'<[^>]+>|¶', '', m.group(3)).strip()) for c in cells if 'jp-MarkdownCell' in c[:60]
             for m in re.finditer(r'<h([1-6])[^>]*\bid="([^"]*)"[^>]*>(.*?)</h\1>', c, re.S)]
    if heads:   # the theme's 'skip to content' link goes to the first heading
        html = re.sub(r'(<a href="#)[^"]*(" class="md-skip">)', lambda m: m.group(1) + heads[0][1] + m.group(2), html, count=1)
    out, k = [], 0
    for i in [m.start() for m in re.finditer('data-md-component="toc"', html)]:   # the sidebar's and the page's own
        links = list(TOC_LINK.finditer(html, i, html.find('</nav>', i)))
        # the page's title (h1) is in one table of contents and not in the other
        hs = next(([h[1:] for h in heads if h[0] >= low] for low in (1, 2) if len(links) == sum(h[0] >= low for h in heads)), None)
        if hs is None: continue   # left as it is; the link check names what does not resolve
        for m, (hid, text) in zip(links, hs):
            out += [html[k:m.start()], m.group(1), hid, m.group(3)]
            k = m.end(3)
            if not html[k:html.find('</span>', k)].strip(): out.append(f"\n        {text}\n      ")
    return ''.join(out) + html[k:]

def build(titles:dict):
    import jupyter_server_mathjax
    (SRC.parent/'mkdocs.yml.tmp').write_text(config(titles))
    shutil.rmtree(SITE, ignore_errors=True)
    r = subprocess.run([sys.executable, '-m', 'mkdocs', 'build', '-q', '-f', str(SRC.parent/'mkdocs.yml.tmp')], capture_output=True, text=True, cwd=ROOT)
    (SRC.parent/'mkdocs.yml.tmp').unlink()
    if r.returncode: sys.exit(f"mkdocs build failed:\n{r.stderr[-3000:]}")
    shutil.copytree(Path(jupyter_server_mathjax.__file__).parent/'static', SITE/'assets'/'mathjax')
    for f in SITE.rglob('*.html'):   # each page loads MathJax by a relative path, configured for the bundled fonts
        depth = len(f.relative_to(SITE).parts) - 1
        s = fix_toc(WIDGETS.sub('', f.read_text()))
        if 'MATHJAX_ROOT' in s:
            s = s.replace('<script src="MATHJAX_ROOT/', STIX + '<script src="' + '../' * depth + 'assets/mathjax/')
        f.write_text(s.replace('MATHJAX_ROOT/', '../' * depth + 'assets/mathjax/'))
    print(f"site: {len(list(SITE.rglob('*.html')))} pages in {SITE.relative_to(ROOT)}/ (open {SITE.relative_to(ROOT)}/index.html)")

def main():
    proc = process()
    try: build(prepare(proc))
    finally:   # nothing left behind but the site: nbdev's _proc/, our sources, mkdocs-jupyter's conversion cache
        for d in (proc, SRC, ROOT/'.cache'/'mkdocs-jupyter'): shutil.rmtree(d, ignore_errors=True)
        try: (ROOT/'.cache').rmdir()   # only if it holds nothing else
        except OSError: pass

if __name__ == '__main__': main()  # the worker processes re-import this file
