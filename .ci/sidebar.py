#!/usr/bin/env python3
"""Write nbs/sidebar.yml, the docs sidebar, or check it lists every notebook and each page summary is one line (`--check`).

The sidebar follows the notebook folders, which follow the package: 00_core (laya_sp.core), 10_laya (laya_sp.laya),
30_sp (laya_sp.sp), 50_runs (laya_sp.runs), then the tutorials, the experiments and the command line."""
import json, sys
from pathlib import Path

nbs = Path(__file__).resolve().parent.parent/'nbs'
groups = {'00_core': 'Shared basics', '10_laya': 'LAYA', '30_sp': 'Semantic Pullbacks', '50_runs': 'Runs', 'tutorials': 'Tutorials',
          'experiments': 'Experiments'}

def main():
    lines = ['website:', '  sidebar:', '    contents:', '      - index.ipynb']
    for folder, title in groups.items():
        fs = sorted(p.name for p in (nbs/folder).glob('*.ipynb') if not p.name.startswith('_'))
        if fs: lines += [f'      - section: {title}', '        contents:'] + [f'          - {folder}/{f}' for f in fs]
    lines += ['      - section: Command line and checks', '        contents:'] + [f'          - {p.name}' for p in sorted(nbs.glob('9*.ipynb'))]
    missing = [p.relative_to(nbs).as_posix() for p in nbs.rglob('*.ipynb') if not p.name.startswith('_') and p.parent.name not in groups
               and p.parent != nbs]
    if missing: sys.exit(f"notebooks outside the sidebar's folders: {missing}")
    yml = '\n'.join(lines) + '\n'
    out = nbs/'sidebar.yml'
    if '--check' in sys.argv:
        cut = [p.relative_to(nbs).as_posix() for p in sorted(nbs.rglob('*.ipynb')) if not p.name.startswith('_')
               and sum(l.startswith('>') for l in ''.join(json.loads(p.read_text())['cells'][0]['source']).splitlines()) > 1]
        if cut: sys.exit(f"the page summary (the '> ' line under the title) spans lines in {cut}: nbdev keeps only the first; write it as one line")
        if not out.exists() or out.read_text() != yml:
            sys.exit("nbs/sidebar.yml does not list the notebooks as they are: run `python .ci/sidebar.py` and commit it")
        print("nbs/sidebar.yml lists every notebook")
    else: out.write_text(yml); print(f"wrote {out}")

if __name__ == '__main__': main()
