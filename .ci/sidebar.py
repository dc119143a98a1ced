#!/usr/bin/env python3
"""Write nbs/sidebar.yml, the docs sidebar grouped by method, or check it lists every notebook (`--check`).

Notebook numbers group by method: 0x shared basics, 1x LAYA, 2x LAYA evaluation, 3x Semantic Pullbacks,
4x Semantic Pullbacks evaluation, 9x the command line."""
import sys
from pathlib import Path

nbs = Path(__file__).resolve().parent.parent/'nbs'
groups = {'0': 'Shared basics', '1': 'LAYA', '2': 'LAYA evaluation', '3': 'Semantic Pullbacks',
          '4': 'Semantic Pullbacks evaluation', '9': 'Command line'}
files = sorted(p.name for p in nbs.glob('[0-9]*.ipynb'))
lines = ['website:', '  sidebar:', '    contents:', '      - index.ipynb']
for k, title in groups.items():
    fs = [f for f in files if f.startswith(k)]
    if not fs: continue
    lines += [f'      - section: {title}', '        contents:'] + [f'          - {f}' for f in fs]
yml = '\n'.join(lines) + '\n'
out = nbs/'sidebar.yml'
if '--check' in sys.argv:
    if not out.exists() or out.read_text() != yml:
        sys.exit("nbs/sidebar.yml does not list the notebooks as they are: run `python .ci/sidebar.py` and commit it")
    print("nbs/sidebar.yml lists every notebook")
else: out.write_text(yml); print(f"wrote {out}")
