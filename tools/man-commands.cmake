# Writes a help2man include file with a COMMANDS section: each subcommand of permadungeon-cli
# (as its --help lists them) with its own --help.
#
#   cmake -DPROGRAM=path/to/permadungeon-cli -DOUT=file.h2m -P tools/man-commands.cmake
cmake_minimum_required(VERSION 3.25)
execute_process(COMMAND ${PROGRAM} --help OUTPUT_VARIABLE usage RESULT_VARIABLE result)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "${PROGRAM} --help failed (${result})")
endif()
# The command list: lines "  NAME  summary" after "Commands:".
string(REGEX REPLACE ".*Commands:\n" "" listing "${usage}")
string(REGEX REPLACE "\n\n.*" "" listing "${listing}")
string(REPLACE "\n" ";" lines "${listing}")
set(text "[COMMANDS]\n")
foreach(line IN LISTS lines)
    string(REGEX MATCH "^  ([a-z]+)" found "${line}")
    if(NOT found)
        continue()
    endif()
    set(name ${CMAKE_MATCH_1})
    execute_process(COMMAND ${PROGRAM} ${name} --help OUTPUT_VARIABLE help RESULT_VARIABLE result)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "${PROGRAM} ${name} --help failed (${result})")
    endif()
    # Roff: a leading dot or quote starts a request, a backslash an escape.
    string(REPLACE "\\" "\\e" help "${help}")
    string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" help "${help}")
    string(APPEND text ".SS ${name}\n.nf\n${help}.fi\n")
endforeach()
file(WRITE ${OUT} "${text}")
