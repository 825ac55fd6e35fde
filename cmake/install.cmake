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
