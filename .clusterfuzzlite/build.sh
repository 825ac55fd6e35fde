#!/bin/bash -eu
# Builds every fuzz target of fuzz/ as OSS-Fuzz and ClusterFuzzLite build
# fuzzers: compiler, flags, sanitizers and engine from the environment ($CC
# $CXX $CFLAGS $CXXFLAGS $LIB_FUZZING_ENGINE), the build in $WORK, and in
# $OUT each target (named as its corpus folder, e.g. kernel_vs_oracle), its
# seed corpus <target>_seed_corpus.zip (the files of corpus/<target>/) and,
# where one exists, its dictionary <target>.dict (corpus/dictionaries/).
# The same script runs in the base-builder image (.clusterfuzzlite/Dockerfile)
# and, without Docker, under scripts/build-like-oss-fuzz.
source_dir="$SRC/obb2d"
cmake -S "$source_dir" -B "$WORK/obb2d-build" \
  -DOBB2D_BUILD_TESTS=OFF -DOBB2D_BUILD_BENCH=OFF -DOBB2D_BUILD_TOOLS=ON -DOBB2D_BUILD_FUZZ=ON \
  -DOBB2D_INSTALL=OFF -DOBB2D_FUZZING_ENGINE="$LIB_FUZZING_ENGINE"
cmake --build "$WORK/obb2d-build" -j"$(nproc)" --target fuzz_targets
# The targets: those fuzz/CMakeLists.txt adds, as it lists them (fuzz_NAME).
targets=$(cat "$WORK/obb2d-build/fuzz/fuzz_targets.txt")
[ -n "$targets" ] || { echo "build.sh: no fuzz targets listed" >&2; exit 1; }
for name in $targets; do
  target=${name#fuzz_}
  cp "$WORK/obb2d-build/fuzz/$name" "$OUT/$target"
  python3 - "$source_dir/corpus/$target" "$OUT/${target}_seed_corpus.zip" <<'PYTHON'
import os, sys, zipfile
folder, archive = sys.argv[1], sys.argv[2]
with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as seeds:
    for name in sorted(os.listdir(folder)):
        seeds.write(os.path.join(folder, name), name)
PYTHON
  if [ -f "$source_dir/corpus/dictionaries/$target.dict" ]; then
    cp "$source_dir/corpus/dictionaries/$target.dict" "$OUT/$target.dict"
  fi
done
