# SPDX-FileCopyrightText: 2026 The CollViz authors
# SPDX-License-Identifier: GPL-3.0-or-later

# Packages of what `cmake --install` installs, one generator per system:
#   Linux:   cd build && cpack -G DEB   (lintian-clean: scripts/collviz.sh package checks it)
#   Windows: cpack -G NSIS              (an installer with Start-menu and desktop shortcuts)
#   macOS:   cpack -G DragNDrop         (a disk image holding CollViz.app)
set(CPACK_PACKAGE_NAME "collviz")
set(CPACK_PACKAGE_VENDOR "The CollViz authors")
set(CPACK_PACKAGE_CONTACT "${COLLVIZ_MAINTAINER}")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "teach collective communication on interconnection networks")
string(CONCAT CPACK_PACKAGE_DESCRIPTION
    "CollViz executes collective-communication algorithms (broadcast,\n"
    "reduction, all-reduce, all-gather, all-to-all, scatter, gather, prefix\n"
    "sums, shift) round by round on hypercubes, rings, linear arrays, meshes,\n"
    "tori, trees, complete graphs, crossbar switches, fat trees, dragonflies\n"
    "and networks read from a file, under an explicit model (store-and-forward\n"
    "or wormhole routing; one, k or all ports; half or full duplex; combining\n"
    "or not). It checks every schedule and times every message. The desktop\n"
    "app animates the packets, colours contention and shows schedule tables,\n"
    "time-space diagrams and cost charts; collviz-cli runs, verifies, sweeps\n"
    "and exports figures, animations, LaTeX and SimGrid files.")
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
set(CPACK_PACKAGE_INSTALL_DIRECTORY "CollViz")
set(CPACK_PACKAGE_EXECUTABLES "collviz" "CollViz")
set(CPACK_STRIP_FILES ON)
set(CPACK_SOURCE_IGNORE_FILES "/build.*/" "/\\\\.git/")

if(WIN32)
  set(CPACK_GENERATOR "NSIS")
  set(CPACK_NSIS_MUI_ICON "${COLLVIZ_ICON_DIR}/collviz.ico")
  set(CPACK_NSIS_MUI_UNIICON "${COLLVIZ_ICON_DIR}/collviz.ico")
  set(CPACK_NSIS_INSTALLED_ICON_NAME "bin\\\\collviz.exe")
  set(CPACK_NSIS_DISPLAY_NAME "CollViz ${PROJECT_VERSION}")
  set(CPACK_NSIS_CREATE_ICONS_EXTRA "CreateShortCut '$DESKTOP\\\\CollViz.lnk' '$INSTDIR\\\\bin\\\\collviz.exe'")
  set(CPACK_NSIS_DELETE_ICONS_EXTRA "Delete '$DESKTOP\\\\CollViz.lnk'")
  set(CPACK_NSIS_MODIFY_PATH ON) # collviz-cli on the PATH, if the user wants it
elseif(APPLE)
  set(CPACK_GENERATOR "DragNDrop")
  set(CPACK_DMG_VOLUME_NAME "CollViz ${PROJECT_VERSION}")
  set(CPACK_PACKAGE_ICON "${COLLVIZ_ICON_DIR}/collviz.icns")
else()
  set(CPACK_GENERATOR "DEB")
  set(CPACK_PACKAGING_INSTALL_PREFIX "/usr")
  set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${COLLVIZ_MAINTAINER}")
  set(CPACK_DEBIAN_PACKAGE_RELEASE 1)
  set(CPACK_DEBIAN_PACKAGE_SECTION "education")
  set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
  set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
  # Libraries found by dpkg-shlibdeps (Debian: dpkg-dev). Qt's platform and SVG plugins come
  # with libqt6gui6 and libqt6svg6, which it finds.
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
  # MP4 and WebM export run ffmpeg; the Chinese interface needs a CJK font.
  set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "ffmpeg, fonts-noto-cjk")
  set(CPACK_DEBIAN_PACKAGE_SUGGESTS "simgrid")
  set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
  if(COLLVIZ_HOMEPAGE_URL)
    set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${COLLVIZ_HOMEPAGE_URL}")
  endif()
endif()
include(CPack)
