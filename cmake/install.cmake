# `cmake --install` puts the headers and a package config in the prefix, so a
# consumer writes find_package(obb2d) and links obb2d::obb2d.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

install(TARGETS obb2d EXPORT obb2dTargets)
install(FILES ${PROJECT_SOURCE_DIR}/impl/obb2d/obb2d.hpp ${PROJECT_SOURCE_DIR}/impl/obb2d/batch.hpp
  ${PROJECT_SOURCE_DIR}/impl/obb2d/sprite_bounds.hpp ${PROJECT_SOURCE_DIR}/impl/obb2d/polygon.hpp
  ${PROJECT_SOURCE_DIR}/impl/obb2d/self_test.hpp
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/obb2d)
install(EXPORT obb2dTargets NAMESPACE obb2d:: DESTINATION ${CMAKE_INSTALL_DATADIR}/obb2d/cmake)

configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/obb2dConfig.cmake.in
  ${PROJECT_BINARY_DIR}/obb2dConfig.cmake INSTALL_DESTINATION ${CMAKE_INSTALL_DATADIR}/obb2d/cmake)
write_basic_package_version_file(${PROJECT_BINARY_DIR}/obb2dConfigVersion.cmake
  COMPATIBILITY SameMajorVersion ARCH_INDEPENDENT)
install(FILES ${PROJECT_BINARY_DIR}/obb2dConfig.cmake ${PROJECT_BINARY_DIR}/obb2dConfigVersion.cmake
  DESTINATION ${CMAKE_INSTALL_DATADIR}/obb2d/cmake)

# The check component (find_package(obb2d COMPONENTS check), check/): the
# oracle's headers, the decoders, the declaration header, the two sources
# obb2d_check_kernel() builds with a user's routine, and that function. The
# plain find_package(obb2d) reads none of it and needs nothing but the headers.
option(OBB2D_INSTALL_CHECK "cmake --install puts the check component in the prefix too" ${OBB2D_INSTALL_TOOLS})
if(OBB2D_INSTALL_CHECK)
  set(check_include ${CMAKE_INSTALL_INCLUDEDIR}/obb2d-check)
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/oracle/ DESTINATION ${check_include}/oracle FILES_MATCHING PATTERN "*.hpp")
  install(FILES ${PROJECT_SOURCE_DIR}/harness/box_pair.hpp ${PROJECT_SOURCE_DIR}/harness/box_pair_from_bytes.hpp
                ${PROJECT_SOURCE_DIR}/harness/fuzz_bytes.hpp ${PROJECT_SOURCE_DIR}/harness/mismatch_report.hpp
                ${PROJECT_SOURCE_DIR}/harness/polygon_pair.hpp ${PROJECT_SOURCE_DIR}/harness/polygon_pair_from_bytes.hpp
          DESTINATION ${check_include}/harness)
  install(FILES ${PROJECT_SOURCE_DIR}/check/obb2d_check/kernel.hpp DESTINATION ${check_include}/obb2d_check)
  set(OBB2D_CHECK_SHARE_DIR ${CMAKE_INSTALL_DATADIR}/obb2d/check)
  install(FILES ${PROJECT_SOURCE_DIR}/check/command_kernel.cpp ${PROJECT_SOURCE_DIR}/check/fuzz_kernel.cpp
          DESTINATION ${OBB2D_CHECK_SHARE_DIR})
  # From share/obb2d/cmake back to the prefix.
  file(RELATIVE_PATH OBB2D_RELATIVE_PREFIX /prefix/${CMAKE_INSTALL_DATADIR}/obb2d/cmake /prefix)
  configure_file(${PROJECT_SOURCE_DIR}/check/obb2dCheck.cmake.in ${PROJECT_BINARY_DIR}/obb2dCheck.cmake @ONLY)
  install(FILES ${PROJECT_BINARY_DIR}/obb2dCheck.cmake DESTINATION ${CMAKE_INSTALL_DATADIR}/obb2d/cmake)
endif()

