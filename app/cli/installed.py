"""`main.py models list | rm | import`: the models on this computer, the demo model among them.

The demo model is Hearth's own: built into the user cache (`main.py demo-model`), never installed
in the models folder. `list` shows it beside the installed ones; `import --link` refuses its folder,
because Hearth rebuilds that folder when the demo recipe changes (a manifest written into it would
be lost and the link left pointing at nothing). A link in the models folder whose target no longer
holds a model (moved or deleted by hand) is shown by `list`, removed by `rm`, and replaced by
`import` under the same name.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TextIO

from app.chat.values import model_ref
from app.settings import Settings
from app.system.paths import demo_model_dir, resolve_paths
from models.demo import DEMO_NAME, is_complete
from models.errors import ModelError
from models.fit import gb
from models.importing import check_model_name, import_model, remove_model, remove_stale_link, stale_links
from models.installed import InstalledModel, folder_size, get_installed, list_installed


def models_dir_for(settings: Settings) -> Path:
    """The models folder: the setting when set, else the default under the data folder."""
    return Path(settings.models_dir).expanduser() if settings.models_dir else resolve_paths().models_dir


def _source(m: InstalledModel) -> str:
    kind = m.manifest.variant_kind
    if kind == "link":
        return f"linked: {m.manifest.variant}"
    if kind == "import":
        return f"imported: {m.manifest.variant}"
    return f"{m.manifest.repo_id}@{m.manifest.revision[:8]}"


def _demo_row() -> dict[str, object] | None:
    folder = demo_model_dir()
    if not is_complete(folder):
        return None
    return {"name": DEMO_NAME, "path": str(folder), "size_on_disk": folder_size(folder), "repo_id": "",
            "revision": "", "variant": "", "kind": "demo", "installed_at": ""}


def list_models(args: argparse.Namespace, settings: Settings, out: TextIO, err: TextIO) -> int:
    root = models_dir_for(settings)
    models = list_installed(root)
    demo = _demo_row()
    stale = stale_links(root)
    if args.json:
        if demo is not None:
            print(json.dumps(demo), file=out)
        for m in models:
            print(json.dumps({"name": m.name, "path": str(m.path), "size_on_disk": m.manifest.size_on_disk,
                              "repo_id": m.manifest.repo_id, "revision": m.manifest.revision,
                              "variant": m.manifest.variant, "kind": m.manifest.variant_kind,
                              "installed_at": m.manifest.installed_at}), file=out)
        return 0
    last_ref = model_ref(settings.last_model) if settings.last_model else None  # a remote model: no folder
    last = last_ref.expanduser().resolve() if isinstance(last_ref, Path) else None
    rows = [(m.name, "linked" if m.manifest.variant_kind == "link" else gb(m.manifest.size_on_disk), _source(m),
             "" if m.manifest.variant_kind in ("link", "import") else m.manifest.variant or "(root)", m.path)
            for m in models]
    if demo is not None:
        rows.insert(0, (DEMO_NAME, gb(int(str(demo["size_on_disk"]))), "demo model (built on this computer)", "",
                        Path(str(demo["path"]))))
    if rows:
        width = max(len(name) for name, *_ in rows)
        print(f"{'NAME':<{width}}  {'SIZE':>8}  {'SOURCE':<40}  VARIANT", file=out)
        for name, size, source, variant, path in rows:
            used = "  (last used)" if last is not None and path.resolve() == last else ""
            print(f"{name:<{width}}  {size:>8}  {source:<40}  {variant}{used}".rstrip(), file=out)
    if demo is None:
        print("The demo model is not built yet: `main.py demo-model` builds it (once: a minute or two, longer "
              "while the computer is busy).", file=err)
    if not models:
        print("No models installed. Download one with `models pull REPO` or add a folder with "
              "`models import DIR`.", file=err)
    for name, target in stale:
        print(f"{name} is a link to {target}, which no longer holds a model; `models rm {name}` removes the link.",
              file=err)
    return 0


def _confirm(question: str, err: TextIO) -> bool:
    print(f"{question} [y/N] ", end="", file=err, flush=True)
    answer = sys.stdin.readline()
    return answer.strip().lower() in ("y", "yes")


def remove(args: argparse.Namespace, settings: Settings, out: TextIO, err: TextIO) -> int:
    root = models_dir_for(settings)
    try:
        model = get_installed(check_model_name(args.name), root)
    except ModelError:
        model = None
    if model is None:
        target = remove_stale_link(root, args.name)
        if target is not None:
            print(f"Removed the link {args.name}: it pointed to {target}, which no longer holds a model.", file=out)
            return 0
        raise ModelError("not_installed", f"No model named {args.name} is installed; `models list` shows the names.")
    linked = model.manifest.variant_kind == "link"
    what = (f"Unregister {model.name} (its files in {model.manifest.variant} are kept)?" if linked
            else f"Remove {model.name} and free {gb(model.manifest.size_on_disk)}?")
    if not args.yes and not _confirm(what, err):
        print("Nothing was removed.", file=err)
        return 1
    freed = remove_model(model, root)
    print(f"Unregistered {model.name}; its files were kept." if linked else f"Removed {model.name}; freed {gb(freed)}.",
          file=out)
    return 0


def _verify(folder: Path, err: TextIO) -> None:
    from app.engine.client import EngineError
    from app.engine.verify import verify_model

    print("Test-loading the model and generating one token…", file=err)
    try:
        verify_model(folder)
    except EngineError as exc:
        raise ModelError("model_broken", f"The model passed the file checks but does not run: {exc} "
                                         "It was not imported.") from exc


def import_folder(args: argparse.Namespace, settings: Settings, out: TextIO, err: TextIO) -> int:
    verify = None if args.no_verify else (lambda folder: _verify(folder, err))
    model = import_model(args.folder, models_dir_for(settings), name=args.name, link=args.link, verify=verify)
    how = "Linked" if args.link else "Imported"
    print(f"{how} {model.name} ({gb(folder_size(model.path))}) from {args.folder}", file=out)
    return 0
