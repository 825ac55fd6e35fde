# Proves vendoring works, one way per MODE:
#   find_package   install this build into a fresh prefix, then configure,
#                  build and run tests/consumer through find_package(obb2d);
#                  run the installed obb2d program when INSTALLS_PROGRAM
#   add_subdirectory  configure, build and run tests/consumer with
#                  add_subdirectory(SOURCE_DIR) on a machine that has none of
#                  the packages obb2d's tests and tools need: every find_*
#                  call is rerooted into an empty folder, so Boost, GMP,
#                  GoogleTest, RapidCheck, libpng and Google Benchmark are
#                  all missing (the consumer checks that they are)
#   single_header  copy impl/obb2d/obb2d.hpp alone into a fresh folder and
#                  compile tests/consumer/main.cpp against that copy only;
#                  then add its sibling sprite_bounds.hpp and compile
#                  tests/consumer/sprite_main.cpp against the two; then
#                  polygon.hpp and tests/consumer/polygon_main.cpp; then
#                  self_test.hpp and tests/consumer/self_test_main.cpp
# Inputs: MODE, SOURCE_DIR, BUILD_DIR, WORK_DIR, CXX, INSTALLS_PROGRAM (find_package: the
# install must hold bin/obb2d too), VERSION_NUMBER (project()'s version as obb2d::version
# spells it: the consumer checks the header it was given says so).
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")

function(run_step)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "step failed (${status}): ${ARGN}\n${out}\n${err}")
  endif()
  message(STATUS "${out}")
endfunction()

if(MODE STREQUAL "find_package")
  run_step(${CMAKE_COMMAND} --install "${BUILD_DIR}" --prefix "${WORK_DIR}/prefix")
  run_step(${CMAKE_COMMAND} -S "${SOURCE_DIR}/tests/consumer" -B "${WORK_DIR}/build"
           -DCMAKE_PREFIX_PATH=${WORK_DIR}/prefix -DCMAKE_CXX_COMPILER=${CXX}
           -DOBB2D_PROJECT_VERSION_NUMBER=${VERSION_NUMBER})
  run_step(${CMAKE_COMMAND} --build "${WORK_DIR}/build")
  run_step("${WORK_DIR}/build/consumer")
  run_step("${WORK_DIR}/build/sprite_consumer")
  run_step("${WORK_DIR}/build/polygon_consumer")
  run_step("${WORK_DIR}/build/self_test_consumer")
  if(INSTALLS_PROGRAM)  # OBB2D_INSTALL_TOOLS
    run_step("${WORK_DIR}/prefix/bin/obb2d" --version)
  endif()
elseif(MODE STREQUAL "add_subdirectory")
  file(MAKE_DIRECTORY "${WORK_DIR}/empty_root")
  run_step(${CMAKE_COMMAND} -S "${SOURCE_DIR}/tests/consumer" -B "${WORK_DIR}/build" -DCMAKE_CXX_COMPILER=${CXX}
           -DOBB2D_PROJECT_VERSION_NUMBER=${VERSION_NUMBER} -DOBB2D_SOURCE_DIR=${SOURCE_DIR} -DOBB2D_EXPECT_BARE_MACHINE=ON
           -DCMAKE_FIND_ROOT_PATH=${WORK_DIR}/empty_root -DCMAKE_FIND_ROOT_PATH_MODE_PACKAGE=ONLY
           -DCMAKE_FIND_ROOT_PATH_MODE_INCLUDE=ONLY -DCMAKE_FIND_ROOT_PATH_MODE_LIBRARY=ONLY)
  run_step(${CMAKE_COMMAND} --build "${WORK_DIR}/build")
  run_step("${WORK_DIR}/build/consumer")
  run_step("${WORK_DIR}/build/sprite_consumer")
  run_step("${WORK_DIR}/build/polygon_consumer")
  run_step("${WORK_DIR}/build/self_test_consumer")
elseif(MODE STREQUAL "single_header")
  file(COPY "${SOURCE_DIR}/impl/obb2d/obb2d.hpp" DESTINATION "${WORK_DIR}/vendored")
  run_step(${CXX} -std=c++17 -Wall -Wextra -Werror -DOBB2D_VENDORED -I "${WORK_DIR}/vendored"
           -DOBB2D_PROJECT_VERSION_NUMBER=${VERSION_NUMBER} "${SOURCE_DIR}/tests/consumer/main.cpp" -o "${WORK_DIR}/consumer")
  run_step("${WORK_DIR}/consumer")
  # The sibling header needs only obb2d.hpp next to it.
  file(COPY "${SOURCE_DIR}/impl/obb2d/sprite_bounds.hpp" DESTINATION "${WORK_DIR}/vendored")
  run_step(${CXX} -std=c++17 -Wall -Wextra -Werror -DOBB2D_VENDORED -I "${WORK_DIR}/vendored"
           "${SOURCE_DIR}/tests/consumer/sprite_main.cpp" -o "${WORK_DIR}/sprite_consumer")
  run_step("${WORK_DIR}/sprite_consumer")
  # So does the polygon header.
  file(COPY "${SOURCE_DIR}/impl/obb2d/polygon.hpp" DESTINATION "${WORK_DIR}/vendored")
  run_step(${CXX} -std=c++17 -Wall -Wextra -Werror -DOBB2D_VENDORED -I "${WORK_DIR}/vendored"
           "${SOURCE_DIR}/tests/consumer/polygon_main.cpp" -o "${WORK_DIR}/polygon_consumer")
  run_step("${WORK_DIR}/polygon_consumer")
  # The self-test, copied next to obb2d.hpp as the vendoring guide says.
  file(COPY "${SOURCE_DIR}/impl/obb2d/self_test.hpp" DESTINATION "${WORK_DIR}/vendored")
  run_step(${CXX} -std=c++17 -Wall -Wextra -Werror -DOBB2D_VENDORED -I "${WORK_DIR}/vendored"
           "${SOURCE_DIR}/tests/consumer/self_test_main.cpp" -o "${WORK_DIR}/self_test_consumer")
  run_step("${WORK_DIR}/self_test_consumer")
else()
  message(FATAL_ERROR "MODE must be find_package or single_header")
endif()
