# SPDX-FileCopyrightText: 2026 The CollViz authors
# SPDX-License-Identifier: GPL-3.0-or-later

# Installs the build into PREFIX and checks that every file a desktop needs is in place.
file(REMOVE_RECURSE "${PREFIX}")
execute_process(COMMAND ${CMAKE_COMMAND} --install "${BUILD_DIR}" --prefix "${PREFIX}"
                RESULT_VARIABLE result OUTPUT_QUIET)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "cmake --install failed: ${result}")
endif()
foreach(f bin/collviz bin/collviz-cli share/applications/org.collviz.CollViz.desktop
          share/icons/hicolor/scalable/apps/collviz.svg share/metainfo/org.collviz.CollViz.metainfo.xml
          share/mime/packages/collviz-scenario.xml)
  if(NOT EXISTS "${PREFIX}/${f}")
    message(FATAL_ERROR "cmake --install did not install ${f}")
  endif()
endforeach()
file(READ "${PREFIX}/share/applications/org.collviz.CollViz.desktop" desktop)
foreach(key "Exec=collviz %f" "Icon=collviz" "Type=Application")
  string(FIND "${desktop}" "${key}" at)
  if(at LESS 0)
    message(FATAL_ERROR "the desktop entry lacks '${key}'")
  endif()
endforeach()
execute_process(COMMAND "${PREFIX}/bin/collviz-cli" --version RESULT_VARIABLE result OUTPUT_VARIABLE version)
if(NOT result EQUAL 0 OR NOT version MATCHES "collviz-cli")
  message(FATAL_ERROR "the installed collviz-cli does not run: ${result} ${version}")
endif()
file(REMOVE_RECURSE "${PREFIX}")
