# bench_kernels times the pairs the filter decides and those past it apart
# (bench/kernels.cpp): the counting build prints each workload's marks, the
# timing build reads them and adds a table by path; and it refuses marks
# that are not for its own pairs, or a file it cannot read, with exit
# status 1 and a reason. Inputs: COUNTING, TIMING (the two programs),
# WORK_DIR.
set(marks "${WORK_DIR}/paths.txt")
execute_process(COMMAND "${COUNTING}" --print-paths OUTPUT_FILE "${marks}" RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "bench_kernels_counting --print-paths: exit status ${status}")
endif()
file(STRINGS "${marks}" lines)
list(LENGTH lines line_count)
if(NOT line_count EQUAL 10)
  message(FATAL_ERROR "--print-paths printed ${line_count} lines, not one per workload and precision (10)")
endif()

# A short timing run: the table by path has a row for near double, with
# pairs on both paths.
execute_process(COMMAND "${TIMING}" "--split-by-path=${marks}" "--benchmark_filter=naive_float_sat/near|exact_classify<double>/near"
                        --benchmark_min_time=0.01
                OUTPUT_VARIABLE output RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "bench_kernels --split-by-path: exit status ${status}\n${output}")
endif()
if(NOT output MATCHES "exact_classify<double>/near/filter_decides" OR
   NOT output MATCHES "exact_classify<double>/near/past_filter" OR
   NOT output MATCHES "\nnear +double +[0-9.]+% +[0-9.]+ +[0-9.]+x +[0-9.]+ +[0-9.]+x +[0-9.]+ +[0-9.]+x\n")
  message(FATAL_ERROR "bench_kernels --split-by-path: no timed row for near double by path\n${output}")
endif()

# Refusals, each with exit status 1 and the file named: the pairs' fingerprint
# not this build's, a pair's mark missing, a line missing, no file.
list(GET lines 5 near_double)
string(REGEX REPLACE "^([a-z_]+ [a-z]+) [0-9a-f]+ " "\\1 0000000000000000 " other_pairs "${near_double}")
string(REGEX REPLACE "[01]$" "" one_mark_short "${near_double}")
set(cases other_pairs one_mark_short line_missing)
foreach(case IN LISTS cases)
  set(case_lines ${lines})
  list(REMOVE_AT case_lines 5)
  if(NOT case STREQUAL "line_missing")
    list(INSERT case_lines 5 "${${case}}")
  endif()
  list(JOIN case_lines "\n" text)
  file(WRITE "${WORK_DIR}/paths_${case}.txt" "${text}\n")
endforeach()
list(APPEND cases no_file)
file(REMOVE "${WORK_DIR}/paths_no_file.txt")
foreach(case IN LISTS cases)
  set(file "${WORK_DIR}/paths_${case}.txt")
  execute_process(COMMAND "${TIMING}" "--split-by-path=${file}" --benchmark_filter=none
                  OUTPUT_VARIABLE output ERROR_VARIABLE errors RESULT_VARIABLE status)
  if(NOT status EQUAL 1 OR NOT errors MATCHES "paths_${case}\\.txt")
    message(FATAL_ERROR "bench_kernels --split-by-path on ${case}: exit status ${status}, not 1 with the file "
                        "named\n${errors}")
  endif()
  message(STATUS "${case}: refused: ${errors}")
endforeach()
