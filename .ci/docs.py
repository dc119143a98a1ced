#!/usr/bin/env python3
"""Smoke-test the docs build without Quarto: run nbdev's notebook processing (what `nbdev_docs` does before it
calls Quarto: show_doc cells, directives, exec_doc cells) into _proc/, and check every notebook came through.

`nbdev_proc_nbs` itself would first try to download and install Quarto, so we call its processing step directly."""
import json, shutil, sys
from nbdev.config import get_config
from nbdev.serve import proc_nbs

def main():
    cfg = get_config()
    nbs = sorted(p for p in cfg.nbs_path.rglob('*.ipynb') if not p.name.startswith('_') and '.ipynb_checkpoints' not in p.parts)
    proc_nbs(cfg.nbs_path, n_workers=2, force=True)
    out, bad = cfg.config_path/'_proc', []
    for nb in nbs:
        p = out/nb.relative_to(cfg.nbs_path)
        if not p.exists(): bad.append(f"{nb.name}: not written"); continue
        errs = [c for c in json.loads(p.read_text())['cells'] for o in c.get('outputs', []) if o.get('output_type') == 'error']
        if errs: bad.append(f"{nb.name}: {len(errs)} cell(s) raised during doc processing")
    shutil.rmtree(out, ignore_errors=True)
    if bad: sys.exit("docs processing failed:\n  " + '\n  '.join(bad))
    print(f"docs processing: {len(nbs)} notebooks processed")

if __name__ == '__main__': main()  # the worker processes re-import this file
