#!/usr/bin/env python3
"""Print what the notebooks cost: every notebook's seconds in one pass, and the slowest cells, from the JSON that
`.ci/one_process.py --times FILE` writes (`.ci/run` keeps it as `.ci/times.json` of its one-process pass when run with
`--keep-times`). It also lists every cell flagged `#| slow` with the command that runs it. `--write` puts both into CONTRIBUTING.md
between their markers.

    python .ci/times.py .ci/times.json            # print the table
    python .ci/times.py .ci/times.json --slow     # and the slow cells
    python .ci/times.py .ci/times.json --write    # put both into CONTRIBUTING.md
    python .ci/times.py --merge OUT A B ...       # join one-process runs' files into OUT (cells under a second left out)
"""
import json, re, sys
from pathlib import Path

def table(times:dict, slowest:int=5)->str:
    "Markdown: one row a notebook (seconds, share of the pass), the total, then the `slowest` cells of all."
    total = sum(v['secs'] for v in times.values())
    rows = ["| notebook | seconds | share |", "|---|---:|---:|"]
    rows += [f"| `{nb}` | {v['secs']:.0f} | {v['secs'] / total:.1%} |" for nb, v in sorted(times.items())]
    rows += [f"| **all {len(times)} notebooks, one pass** | **{total:.0f}** ({total / 60:.1f} min) | |"]
    cells = sorted(((s, nb, i, src) for nb, v in times.items() for i, s, src in v['cells']), reverse=True)[:slowest]
    rows += ["", f"The {slowest} slowest cells:", "", "| seconds | notebook | cell | first line |", "|---:|---|---:|---|"]
    rows += [f"| {s:.0f} | `{nb}` | {i} | `{src.replace('|', '¦')}` |" for s, nb, i, src in cells]
    return '\n'.join(rows)

def slow_cells(nbs:Path)->str:
    "Markdown: each notebook with cells flagged `#| slow`, how many, the first line of each, and the command that runs them."
    rows = ["| notebook | slow cells | the first begins | run them with |", "|---|---:|---|---|"]
    for p in sorted(nbs.rglob('*.ipynb')):
        if '.ipynb_checkpoints' in p.parts: continue
        src = [''.join(c['source']) for c in json.loads(p.read_text())['cells'] if c['cell_type'] == 'code']
        slow = [s for s in src if re.match(r'\s*#\|\s*slow\b', s)]
        if not slow: continue
        first = [next((l.strip() for l in s.splitlines()[1:] if l.strip() and not l.startswith('#|')), '')[:60] for s in slow]
        what = f"`{first[0].replace('|', '¦')}`" + (f" and {len(first) - 1} more" if len(first) > 1 else '')
        name = p.relative_to(nbs.parent)
        rows.append(f"| `{name}` | {len(slow)} | {what} | `nbdev_test --flags slow --path {name}` |")
    return '\n'.join(rows)

def write(block:str, md:str, path:Path):
    "Replace what stands between `<!-- block -->` and `<!-- /block -->` in `path` by `md`."
    s, n = re.subn(rf'(<!-- {block} -->\n).*?(<!-- /{block} -->)', lambda m: m[1] + md + '\n' + m[2], path.read_text(), flags=re.S)
    if n != 1: sys.exit(f"{path.name} has no <!-- {block} --> ... <!-- /{block} --> block to fill")
    path.write_text(s)

def merge(out:Path, *files:Path):
    "Join the JSON files of several one-process runs (shards) into `out`, keeping each notebook's cells of a second or more (and what `out` held of notebooks they did not run)."
    times = json.loads(Path(out).read_text()) if Path(out).exists() else {}
    times |= {nb: v | dict(cells=[c for c in v['cells'] if c[1] >= 1]) for f in files for nb, v in json.loads(Path(f).read_text()).items()}
    Path(out).write_text(json.dumps(dict(sorted(times.items())), indent=1) + '\n')

if __name__ == '__main__':
    args = sys.argv[1:]
    if not args: sys.exit(__doc__)
    if args[0] == '--merge': merge(*args[1:]); sys.exit()
    root = Path(__file__).parents[1]
    md, slow = table(json.loads(Path(args[0]).read_text())), slow_cells(root / 'nbs')
    print(md)
    if '--slow' in args: print('', slow, sep='\n')
    if '--write' in args:
        write('times', md, root / 'CONTRIBUTING.md'); write('slow', slow, root / 'CONTRIBUTING.md')
