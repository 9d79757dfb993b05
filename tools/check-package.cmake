# Builds the Debian package from a release build and checks it as a user's machine would see it:
# the files it holds, its dependencies, its menu entry and AppStream description (validated),
# lintian's verdict (every tag, pedantic and informational ones too, when lintian is installed:
# tools/install-deps.sh --gui-checks), and the programs run from the unpacked tree (the packs
# found beside them, the GUI on the offscreen platform, --help without a display).
#
#   cmake -DBUILD_DIR=/path/to/build -P tools/check-package.cmake
#
# The test suite runs this as the "package" test; CI builds the package so.
cmake_minimum_required(VERSION 3.25)

set(out ${BUILD_DIR}/package)
file(REMOVE_RECURSE ${out})
file(MAKE_DIRECTORY ${out})
execute_process(COMMAND cpack --config ${BUILD_DIR}/CPackConfig.cmake -G DEB -B ${out}
                WORKING_DIRECTORY ${BUILD_DIR} RESULT_VARIABLE result OUTPUT_VARIABLE log
                ERROR_VARIABLE log)
file(GLOB debs ${out}/*.deb)
if(NOT result EQUAL 0 OR NOT debs)
    message(FATAL_ERROR "cpack -G DEB failed (${result}):\n${log}")
endif()
list(GET debs 0 deb)
message(STATUS "built ${deb}")

set(failures "")
macro(fail text)
    list(APPEND failures "${text}")
endmacro()

# What it holds.
execute_process(COMMAND dpkg-deb --contents ${deb} OUTPUT_VARIABLE contents RESULT_VARIABLE result)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "dpkg-deb --contents failed")
endif()
set(id org.permadungeon.Permadungeon)
set(essentials
    usr/games/permadungeon usr/games/permadungeon-cli
    usr/share/applications/${id}.desktop usr/share/metainfo/${id}.metainfo.xml
    usr/share/icons/hicolor/scalable/apps/${id}.svg
    usr/share/man/man6/permadungeon.6.gz usr/share/man/man6/permadungeon-cli.6.gz
    usr/share/doc/permadungeon/copyright usr/share/doc/permadungeon/changelog.gz
    usr/share/permadungeon/screenshots/game.png usr/share/permadungeon/screenshots/editor.png
    usr/share/permadungeon/translations/permadungeon_de.qm
    usr/share/permadungeon/translations/permadungeon_fr.qm
    usr/share/permadungeon/translations/permadungeon_en.qm
    usr/share/permadungeon/tiles/atlas.png usr/share/permadungeon/tiles/atlas.json)
foreach(size 16 22 24 32 48 64 128 256 512)
    list(APPEND essentials usr/share/icons/hicolor/${size}x${size}/apps/${id}.png)
endforeach()
foreach(pack classic permadungeon maze-duel permadungeon-homework)
    foreach(file pack.json ruleset.json sounds.json sounds/explore.ogg sounds/battle.ogg
                 translations/de.json translations/fr.json)
        list(APPEND essentials usr/share/permadungeon/data/${pack}/${file})
    endforeach()
endforeach()
foreach(path IN LISTS essentials)
    if(NOT contents MATCHES " \\./${path}\n")
        fail("missing: /${path}")
    endif()
endforeach()
if(contents MATCHES "\\.wav\n")
    fail("a pack still holds a WAV file (the effects are the program's own)")
endif()
# Section games: the programs in /usr/games, none in /usr/bin; the licence only in copyright.
if(contents MATCHES " \\./usr/bin/" OR contents MATCHES "/LICENSE\n")
    fail("a program in /usr/bin or a licence file beside the copyright file")
endif()

# What lintian says, informational and pedantic tags too: nothing (a tag that is wrong for us is
# overridden in the package, with its reason). It takes about half a minute.
find_program(LINTIAN lintian)
if(LINTIAN)
    execute_process(COMMAND ${LINTIAN} --pedantic --info ${deb}
                    RESULT_VARIABLE result OUTPUT_VARIABLE said ERROR_VARIABLE said)
    string(REGEX MATCHALL "(^|\n)[EWIPX]: [^\n]*" tags "${said}")
    if(tags OR NOT result EQUAL 0)
        fail("lintian --pedantic --info (${result}):\n${said}")
    endif()
else()
    message(STATUS "lintian is not installed: the package is not checked by it "
                   "(tools/install-deps.sh --gui-checks installs it)")
endif()

# Its dependencies: dpkg-shlibdeps found the Qt 6 runtime.
execute_process(COMMAND dpkg-deb --field ${deb} Depends Section Recommends
                OUTPUT_VARIABLE fields)
foreach(needed libqt6core6 libqt6gui6 libqt6widgets6 libqt6multimedia6 libquazip1-qt6 libc6
               "Section: games")
    if(NOT fields MATCHES "${needed}")
        fail("the control fields lack ${needed}:\n${fields}")
    endif()
endforeach()

# Unpacked: the menu entry, the AppStream description, the programs.
set(root ${out}/root)
execute_process(COMMAND dpkg-deb --extract ${deb} ${root} RESULT_VARIABLE result)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "dpkg-deb --extract failed")
endif()
# The desktop program's man page says what --help cannot, and not the options only tests use.
execute_process(COMMAND gzip -dc ${root}/usr/share/man/man6/permadungeon.6.gz OUTPUT_VARIABLE page)
foreach(section FILES ENVIRONMENT KEYS "SEE ALSO")
    if(NOT page MATCHES "\n\\.SH \"?${section}\"?\n")
        fail("the permadungeon man page has no ${section} section")
    endif()
endforeach()
if(page MATCHES "quit-after")
    fail("the permadungeon man page lists the test-only --quit-after options")
endif()

find_program(DESKTOP_FILE_VALIDATE desktop-file-validate)
find_program(APPSTREAMCLI appstreamcli)
if(NOT DESKTOP_FILE_VALIDATE OR NOT APPSTREAMCLI)
    fail("desktop-file-validate or appstreamcli is missing (tools/install-deps.sh installs them)")
else()
    execute_process(COMMAND ${DESKTOP_FILE_VALIDATE} ${root}/usr/share/applications/${id}.desktop
                    RESULT_VARIABLE result OUTPUT_VARIABLE why ERROR_VARIABLE why)
    if(NOT result EQUAL 0)
        fail("desktop-file-validate: ${why}")
    endif()
    execute_process(COMMAND ${APPSTREAMCLI} validate --no-net
                            ${root}/usr/share/metainfo/${id}.metainfo.xml
                    RESULT_VARIABLE result OUTPUT_VARIABLE why ERROR_VARIABLE why)
    if(NOT result EQUAL 0)
        fail("appstreamcli validate: ${why}")
    endif()
endif()
file(READ ${root}/usr/share/applications/${id}.desktop desktop)
if(NOT desktop MATCHES "\nName=Permadungeon\n" OR NOT desktop MATCHES "\nExec=permadungeon\n"
   OR NOT desktop MATCHES "\nIcon=${id}\n")
    fail("the menu entry does not name Permadungeon, its program and its icon:\n${desktop}")
endif()

set(home ${out}/home)
file(MAKE_DIRECTORY ${home})
set(env ${CMAKE_COMMAND} -E env --unset=DISPLAY --unset=WAYLAND_DISPLAY HOME=${home}
        XDG_CONFIG_HOME=${home}/.config XDG_DATA_HOME=${home}/.local/share)
execute_process(COMMAND ${env} --unset=QT_QPA_PLATFORM ${root}/usr/games/permadungeon --version
                RESULT_VARIABLE result OUTPUT_VARIABLE version ERROR_VARIABLE version)
if(NOT result EQUAL 0 OR NOT version MATCHES "^Permadungeon [0-9]+\\.[0-9]+\\.[0-9]+")
    fail("permadungeon --version without a display: ${result} ${version}")
endif()
set(data ${root}/usr/share/permadungeon/data)
execute_process(COMMAND ${env} QT_QPA_PLATFORM=offscreen ${root}/usr/games/permadungeon
                        --pack ${data}/classic --seed 7 --quit-after 500
                RESULT_VARIABLE result OUTPUT_VARIABLE log ERROR_VARIABLE log TIMEOUT 60)
if(NOT result EQUAL 0)
    fail("the unpacked program did not run a game of its classic pack: ${result} ${log}")
endif()
# The command line finds the packs beside itself, not in the source tree: the unpacked classic
# pack, its ruleset taken away, is reported by name.
execute_process(COMMAND ${env} ${root}/usr/games/permadungeon-cli validate classic
                RESULT_VARIABLE result OUTPUT_VARIABLE report ERROR_VARIABLE report)
if(NOT result EQUAL 0)
    fail("permadungeon-cli validate classic from the package: ${result} ${report}")
endif()
file(REMOVE ${data}/classic/ruleset.json)
execute_process(COMMAND ${env} ${root}/usr/games/permadungeon-cli validate classic
                RESULT_VARIABLE result OUTPUT_VARIABLE report ERROR_VARIABLE report)
if(NOT result EQUAL 1 OR NOT report MATCHES "${data}/classic/ruleset.json: /: file not found")
    fail("permadungeon-cli from the package does not read the packs beside it: ${report}")
endif()

if(failures)
    list(JOIN failures "\n  " text)
    message(FATAL_ERROR "${deb}:\n  ${text}")
endif()
list(LENGTH essentials count)
message(STATUS "${deb}: ${count} essential files, dependencies, menu entry and programs are right")
