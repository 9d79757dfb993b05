# Lists every #include that runs from a lower floor to a higher one, and fails when it finds one.
#
#   cmake -DSOURCE_DIR=/path/to/permadungeon -P tools/check-floors.cmake
#
# The floors (ARCHITECTURE.md): core -> words, render -> editor, cli -> app. A folder may include
# its own files and those of the floors its line below names; nothing else. An include is
# resolved as the compiler would: beside the including file first, then under each library's
# include root (core/ for "engine/Game.h", the top folder for "words/Words.h"). An include that
# resolves under two folders is reported too: its floor would depend on the search order.
# The test suite runs this as the "floors" test.

cmake_minimum_required(VERSION 3.25)

if(NOT SOURCE_DIR)
    get_filename_component(SOURCE_DIR "${CMAKE_CURRENT_LIST_DIR}/.." ABSOLUTE)
endif()

set(floors core words render editor cli app)
set(allowed_core "")
set(allowed_words core)
set(allowed_render core)
set(allowed_editor core words render)
set(allowed_cli core words render)
set(allowed_app core words render editor)

# Where an include without a folder of its own may be found: each library's include root.
set(include_roots "${SOURCE_DIR}/core" "${SOURCE_DIR}" "${SOURCE_DIR}/editor" "${SOURCE_DIR}/cli"
                  "${SOURCE_DIR}/app")

# The top folder (one of the floors) a path lies in, or "outside" when it lies in none (tests/,
# tools/): no floor includes from there.
function(floor_of path out)
    file(RELATIVE_PATH rel "${SOURCE_DIR}" "${path}")
    string(REGEX MATCH "^[^/]+" top "${rel}")
    if(top IN_LIST floors)
        set(${out} "${top}" PARENT_SCOPE)
    else()
        set(${out} "outside" PARENT_SCOPE)
    endif()
endfunction()

set(violations "")
set(checked 0)
foreach(floor IN LISTS floors)
    file(GLOB_RECURSE sources "${SOURCE_DIR}/${floor}/*.cpp" "${SOURCE_DIR}/${floor}/*.h")
    foreach(source IN LISTS sources)
        get_filename_component(dir "${source}" DIRECTORY)
        file(STRINGS "${source}" lines REGEX "^[ \t]*#[ \t]*include[ \t]*\"")
        set(number 0)
        foreach(line IN LISTS lines)
            string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*\"([^\"]+)\".*" "\\1" name "${line}")
            math(EXPR checked "${checked} + 1")
            # Beside the including file, as the compiler looks first.
            if(EXISTS "${dir}/${name}" AND NOT IS_DIRECTORY "${dir}/${name}")
                get_filename_component(found "${dir}/${name}" ABSOLUTE)
                set(targets "")
                floor_of("${found}" target)
                list(APPEND targets "${target}")
            else()
                set(targets "")
                foreach(root IN LISTS include_roots)
                    if(EXISTS "${root}/${name}" AND NOT IS_DIRECTORY "${root}/${name}")
                        get_filename_component(found "${root}/${name}" ABSOLUTE)
                        floor_of("${found}" target)
                        list(APPEND targets "${target}")
                    endif()
                endforeach()
                list(REMOVE_DUPLICATES targets)
            endif()
            file(RELATIVE_PATH where "${SOURCE_DIR}" "${source}")
            list(LENGTH targets count)
            if(count GREATER 1)
                list(JOIN targets ", " both)
                list(APPEND violations "${where}: \"${name}\" is found in more than one floor (${both})")
                continue()
            endif()
            if(count EQUAL 0 OR targets STREQUAL floor)
                continue() # generated (a .moc) or the floor's own file
            endif()
            if(NOT targets IN_LIST allowed_${floor})
                list(APPEND violations "${where}: includes \"${name}\" from ${targets}/, which ${floor}/ may not")
            endif()
        endforeach()
    endforeach()
endforeach()

list(LENGTH violations bad)
if(bad GREATER 0)
    list(JOIN violations "\n" text)
    message(FATAL_ERROR "${bad} include(s) run against the floors:\n${text}")
endif()
message(STATUS "floors: ${checked} includes checked, none runs upwards")
