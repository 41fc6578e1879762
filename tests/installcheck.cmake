# SPDX-FileCopyrightText: 2026 The CollViz authors
# SPDX-License-Identifier: GPL-3.0-or-later

# Installs the build into PREFIX and checks that every file a desktop needs is in place.
file(REMOVE_RECURSE "${PREFIX}")
execute_process(COMMAND ${CMAKE_COMMAND} --install "${BUILD_DIR}" --prefix "${PREFIX}"
                RESULT_VARIABLE result OUTPUT_QUIET)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "cmake --install failed: ${result}")
endif()
set(expected bin/collviz bin/collviz-cli share/applications/org.collviz.collviz.desktop
    share/icons/hicolor/scalable/apps/collviz.svg share/metainfo/org.collviz.collviz.metainfo.xml
    share/mime/packages/collviz-scenario.xml share/bash-completion/completions/collviz-cli
    share/bash-completion/completions/collviz share/zsh/vendor-completions/_collviz-cli
    share/zsh/vendor-completions/_collviz share/doc/collviz/copyright)
foreach(size 16 24 32 48 64 128 256 512)
  list(APPEND expected share/icons/hicolor/${size}x${size}/apps/collviz.png)
endforeach()
if(MAN_PAGES)
  list(APPEND expected share/man/man1/collviz.1.gz share/man/man1/collviz-cli.1.gz)
endif()
foreach(f ${expected})
  if(NOT EXISTS "${PREFIX}/${f}")
    message(FATAL_ERROR "cmake --install did not install ${f}")
  endif()
endforeach()
file(READ "${PREFIX}/share/applications/org.collviz.collviz.desktop" desktop)
foreach(key "Exec=collviz %f" "Icon=collviz" "Type=Application")
  string(FIND "${desktop}" "${key}" at)
  if(at LESS 0)
    message(FATAL_ERROR "the desktop entry lacks '${key}'")
  endif()
endforeach()
# What a distribution's checks say of the installed metadata, where those tools are installed.
find_program(APPSTREAMCLI appstreamcli)
if(APPSTREAMCLI)
  execute_process(COMMAND ${APPSTREAMCLI} validate --pedantic --no-net
                          "${PREFIX}/share/metainfo/org.collviz.collviz.metainfo.xml"
                  RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT result EQUAL 0)
    message(FATAL_ERROR "appstreamcli validate --pedantic refuses the metainfo:\n${out}")
  endif()
endif()
find_program(DESKTOP_FILE_VALIDATE desktop-file-validate)
if(DESKTOP_FILE_VALIDATE)
  execute_process(COMMAND ${DESKTOP_FILE_VALIDATE} "${PREFIX}/share/applications/org.collviz.collviz.desktop"
                  RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT result EQUAL 0 OR NOT out STREQUAL "")
    message(FATAL_ERROR "desktop-file-validate says of the desktop entry:\n${out}")
  endif()
endif()
foreach(program collviz collviz-cli)
  execute_process(COMMAND "${PREFIX}/bin/${program}" --version RESULT_VARIABLE result OUTPUT_VARIABLE version)
  if(NOT result EQUAL 0 OR NOT version MATCHES "[0-9]+\\.[0-9]+\\.[0-9]+")
    message(FATAL_ERROR "${program} --version says no version: ${result} ${version}")
  endif()
endforeach()
execute_process(COMMAND "${PREFIX}/bin/collviz-cli" --version RESULT_VARIABLE result OUTPUT_VARIABLE version)
if(NOT result EQUAL 0 OR NOT version MATCHES "collviz-cli")
  message(FATAL_ERROR "the installed collviz-cli does not run: ${result} ${version}")
endif()
file(REMOVE_RECURSE "${PREFIX}")
