# Runs the desktop program with an option that only prints (--help, --version) where there is
# no display and no Qt platform chosen, as on a console or in an ssh session, and checks that it
# prints and exits 0 instead of aborting for want of a display.
#
#   cmake -DPROGRAM=build/bin/permadungeon -DOPTION=--help -DEXPECT=regex -P tools/check-without-display.cmake
cmake_minimum_required(VERSION 3.25)
execute_process(COMMAND ${CMAKE_COMMAND} -E env --unset=DISPLAY --unset=WAYLAND_DISPLAY
                        --unset=QT_QPA_PLATFORM ${PROGRAM} ${OPTION}
                RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 30)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "${PROGRAM} ${OPTION} exited with ${result}:\n${out}${err}")
endif()
if(NOT out MATCHES "${EXPECT}")
    message(FATAL_ERROR "${PROGRAM} ${OPTION} did not print ${EXPECT}:\n${out}${err}")
endif()
if(err MATCHES "display")
    message(FATAL_ERROR "${PROGRAM} ${OPTION} looked for a display:\n${err}")
endif()
message(STATUS "${PROGRAM} ${OPTION}: printed without a display")
