# A man page for each program, made from its --help and --version by help2man (Debian's
# help2man, installed by tools/install-deps.sh) and installed in section 6 (games, as the
# programs are). The desktop program answers --help without a display; what --help does not say
# (the files, the environment, the keys, the other page) comes from resources/desktop/*.h2m; the
# command line's page also holds every subcommand's --help (tools/man-commands.cmake writes them
# as an include). Included from the top-level CMakeLists.txt, after the programs are defined.
find_program(HELP2MAN help2man)
find_program(GZIP gzip)
if(PD_SANITIZE)
    # Sanitized programs may report at exit; the release build makes the pages.
    return()
endif()
if(NOT HELP2MAN OR NOT GZIP)
    message(STATUS "help2man not found: no man pages (tools/install-deps.sh installs it)")
    return()
endif()

set(PD_MAN_DIR ${CMAKE_BINARY_DIR}/man)
set(PD_MAN_PAGES "")
foreach(program permadungeon permadungeon-cli)
    # What help2man cannot learn from --help (FILES, ENVIRONMENT, KEYS, SEE ALSO, ...).
    set(include ${PROJECT_SOURCE_DIR}/resources/desktop/${program}.h2m)
    set(include_options --include=${include})
    if(program STREQUAL "permadungeon")
        set(what "a roguelike and the construction kit it is built with")
    else()
        set(what "Permadungeon's dice, random tables, data packs and games without a display")
        set(commands ${PD_MAN_DIR}/${program}-commands.h2m)
        list(APPEND include ${commands})
        list(APPEND include_options --include=${commands})
        add_custom_command(
            OUTPUT ${commands}
            COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:${program}> -DOUT=${commands}
                    -P ${PROJECT_SOURCE_DIR}/tools/man-commands.cmake
            DEPENDS ${program} ${PROJECT_SOURCE_DIR}/tools/man-commands.cmake
            COMMENT "Collecting the subcommands' help for the ${program} man page"
            VERBATIM)
    endif()
    set(page ${PD_MAN_DIR}/${program}.6)
    add_custom_command(
        OUTPUT ${page}.gz
        COMMAND ${CMAKE_COMMAND} -E make_directory ${PD_MAN_DIR}
        # No display, English: the page is the same on every machine that builds it.
        COMMAND ${CMAKE_COMMAND} -E env --unset=DISPLAY --unset=WAYLAND_DISPLAY
                --unset=QT_QPA_PLATFORM LC_ALL=C.UTF-8 LANGUAGE=
                ${HELP2MAN} --no-info --no-discard-stderr --section=6 --name=${what}
                --source=Permadungeon "--version-string=${program} ${PROJECT_VERSION}"
                ${include_options} --output=${page} $<TARGET_FILE:${program}>
        COMMAND ${GZIP} -9nf ${page}
        DEPENDS ${program} ${include}
        COMMENT "Writing the ${program} man page"
        VERBATIM)
    list(APPEND PD_MAN_PAGES ${page}.gz)
endforeach()
add_custom_target(man-pages ALL DEPENDS ${PD_MAN_PAGES})
install(FILES ${PD_MAN_PAGES} DESTINATION ${CMAKE_INSTALL_MANDIR}/man6)
