# Fails when a C++ file of the project drifts from .clang-format.
#
#   cmake -DSOURCE_DIR=/path/to/permadungeon -P tools/check-format.cmake
#
# Every .cpp and .h under the floors, tests/ and tools/ is checked with clang-format --dry-run; the
# test suite runs this as the "format" test. Fix a file with `clang-format -i FILE`.
cmake_minimum_required(VERSION 3.25)

if(NOT SOURCE_DIR)
    get_filename_component(SOURCE_DIR "${CMAKE_CURRENT_LIST_DIR}/.." ABSOLUTE)
endif()
find_program(CLANG_FORMAT NAMES clang-format clang-format-14)
if(NOT CLANG_FORMAT)
    message(FATAL_ERROR "clang-format is not installed (tools/install-deps.sh installs it)")
endif()

set(files "")
foreach(folder core words render editor cli app tests tools)
    file(GLOB_RECURSE found "${SOURCE_DIR}/${folder}/*.cpp" "${SOURCE_DIR}/${folder}/*.h")
    list(APPEND files ${found})
endforeach()
list(FILTER files EXCLUDE REGEX "/tests/data/")
list(LENGTH files count)
execute_process(COMMAND "${CLANG_FORMAT}" --dry-run -Werror ${files}
                WORKING_DIRECTORY "${SOURCE_DIR}"
                RESULT_VARIABLE result ERROR_VARIABLE errors)
if(NOT result EQUAL 0)
    string(REGEX MATCHALL "[^\n]*: error: code should be clang-formatted" drifted "${errors}")
    list(TRANSFORM drifted REPLACE ":[0-9]+:[0-9]+: error: code should be clang-formatted" "")
    list(REMOVE_DUPLICATES drifted)
    list(JOIN drifted "\n  " names)
    message(FATAL_ERROR "files not formatted as .clang-format says (clang-format -i FILE):\n  ${names}")
endif()
message(STATUS "format: ${count} files as .clang-format says")
