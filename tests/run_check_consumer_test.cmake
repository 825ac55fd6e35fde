# The check component as a user's project meets it (tests/check_consumer/):
# this build installed into a fresh prefix; the consumer configured with
# find_package(obb2d COMPONENTS check), built, and its ctest run (obb2d's
# own kernels declared as the user's: their campaigns and, with libFuzzer,
# their fuzz runs pass); then seed 001's box routine, declared the same
# way, must be reported: its campaign exits 1 with its three documented
# classes, and its fuzz target (where there is one) stops on a wrong answer.
# With FUZZING_ENGINE (the flags of ClusterFuzzLite's LIB_FUZZING_ENGINE,
# e.g. -fsanitize=fuzzer) the consumer is configured as a build.sh would,
# CXXFLAGS -fsanitize=fuzzer-no-link and -DOBB2D_CHECK_FUZZING_ENGINE, its
# fuzz targets alone built, and run: obb2d's pass, the seed routine's stops.
# Inputs: SOURCE_DIR, BUILD_DIR, WORK_DIR, CXX, FUZZING_ENGINE (optional).
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")

function(run_step)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "step failed (${status}): ${ARGN}\n${out}\n${err}")
  endif()
  set(step_output "${out}${err}" PARENT_SCOPE)
endfunction()

set(prefix "${WORK_DIR}/prefix")
set(build "${WORK_DIR}/build")
run_step(${CMAKE_COMMAND} --install "${BUILD_DIR}" --prefix "${prefix}")
set(engine_options "")
if(FUZZING_ENGINE)
  set(engine_options "-DCMAKE_CXX_FLAGS=-fsanitize=fuzzer-no-link" "-DOBB2D_CHECK_FUZZING_ENGINE=${FUZZING_ENGINE}")
endif()
run_step(${CMAKE_COMMAND} -S "${SOURCE_DIR}/tests/check_consumer" -B "${build}" -DCMAKE_PREFIX_PATH=${prefix}
         -DCMAKE_CXX_COMPILER=${CXX} -DOBB2D_PORTS_DIR=${SOURCE_DIR}/ports ${engine_options})
# As a build.sh would: the fuzz targets alone (the plain mode runs the rest).
set(build_targets "")
if(FUZZING_ENGINE)
  set(build_targets --target exact_boxes_fuzz exact_polygons_fuzz unity_box_fuzz)
endif()
run_step(${CMAKE_COMMAND} --build "${build}" -j 2 ${build_targets})
set(has_fuzz_targets FALSE)
if(EXISTS "${build}/unity_box_fuzz")
  set(has_fuzz_targets TRUE)
endif()
if(CXX MATCHES "clang" AND NOT has_fuzz_targets)
  message(FATAL_ERROR "clang has libFuzzer, but the component built no fuzz target")
endif()

if(FUZZING_ENGINE)
  foreach(target exact_boxes_fuzz exact_polygons_fuzz)
    run_step("${build}/${target}" -seed=1 -runs=2000 -max_len=256)
  endforeach()
  execute_process(COMMAND "${build}/unity_box_fuzz" -seed=1 -runs=200000 -max_len=256
                          "-artifact_prefix=${WORK_DIR}/" RESULT_VARIABLE status ERROR_VARIABLE err)
  if(status EQUAL 0 OR NOT err MATCHES "== obb2d check: unity_box_intersects answers [a-z]+, the truth is")
    message(FATAL_ERROR "the seed routine's fuzz target, linked with the engine, did not stop (${status}):\n${err}")
  endif()
  message(STATUS "check component: the fuzz targets build and run with the engine's flags")
  return()
endif()

# The consumer's own tests: obb2d's kernels pass, every test that exists runs.
execute_process(COMMAND ${CMAKE_CTEST_COMMAND} --output-on-failure -E "^unity_box\\." WORKING_DIRECTORY "${build}"
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "the consumer's ctest failed (${status}):\n${out}${err}")
endif()
set(expected_tests exact_boxes.verify exact_polygons.verify)
if(has_fuzz_targets AND NOT FUZZING_ENGINE)
  list(APPEND expected_tests exact_boxes.fuzz exact_polygons.fuzz)
endif()
foreach(test IN LISTS expected_tests)
  if(NOT out MATCHES "${test} [.]+ +Passed")
    message(FATAL_ERROR "the consumer's ctest did not pass ${test}:\n${out}")
  endif()
endforeach()

# Seed 001's box routine: its campaign finds its documented classes.
execute_process(COMMAND "${build}/unity_box_command" --verify "${prefix}/bin/obb2d" --budget 6 --seed 3 --property-cases 0
                        --report "${WORK_DIR}/unity_box_report"
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 1)
  message(FATAL_ERROR "the seed routine's campaign exits ${status}, not 1:\n${out}${err}")
endif()
file(READ "${WORK_DIR}/unity_box_report/summary.md" summary)
foreach(class overlapping-as-disjoint/generic overlapping-as-disjoint/identical touching-as-disjoint/touching)
  if(NOT summary MATCHES "### command: ${class}")
    message(FATAL_ERROR "the seed routine's report lacks its documented class ${class}:\n${summary}")
  endif()
endforeach()
if(has_fuzz_targets)
  file(MAKE_DIRECTORY "${WORK_DIR}/unity_box_corpus")
  execute_process(COMMAND "${build}/unity_box_fuzz" -seed=1 -runs=200000 -max_len=256
                          "-artifact_prefix=${WORK_DIR}/unity_box_corpus/" "${WORK_DIR}/unity_box_corpus"
                  RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(status EQUAL 0 OR NOT err MATCHES "== obb2d check: unity_box_intersects answers [a-z]+, the truth is")
    message(FATAL_ERROR "the seed routine's fuzz target did not stop on a wrong answer (${status}):\n${err}")
  endif()
endif()
message(STATUS "check component: consumer built, ${expected_tests} passed, the seed routine reported")
