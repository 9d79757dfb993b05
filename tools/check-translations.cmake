# Fails when a translation is not complete: a message lupdate marked unfinished (new or changed
# since it was translated) or vanished/obsolete (its source text is gone), or a translation left
# empty (one numerus form is enough), or one whose %1..%9 differ from its source's. Each one is
# named with its file, context and source text.
#
#   cmake -DTS_DIR=/path/to/translations -P tools/check-translations.cmake
#
# With -DLUPDATE=<lupdate> -DLUPDATE_PROJECT=<build>/words/.lupdate/permadungeon_words_project.cmake
# -DGENERATE_PROJECT=<Qt6LinguistTools>/GenerateLUpdateProject.cmake -DWORK_DIR=<a scratch folder>,
# it first runs lupdate over copies of the .ts files (the sources as they are now, as
# `update_translations` would), so a tr() string added without a translation fails too. The
# files in TS_DIR are never written. The test suite runs this as the "translations" tests.

cmake_minimum_required(VERSION 3.25)

if(NOT TS_DIR)
    get_filename_component(TS_DIR "${CMAKE_CURRENT_LIST_DIR}/../translations" ABSOLUTE)
endif()
file(GLOB ts_files "${TS_DIR}/*.ts")
if(NOT ts_files)
    message(FATAL_ERROR "No .ts file in ${TS_DIR}")
endif()

if(LUPDATE)
    # The build's own lupdate project (sources, include paths), pointed at copies of the files.
    include("${LUPDATE_PROJECT}")
    file(REMOVE_RECURSE "${WORK_DIR}")
    file(MAKE_DIRECTORY "${WORK_DIR}")
    set(copies "")
    foreach(ts ${ts_files})
        get_filename_component(name "${ts}" NAME)
        file(COPY_FILE "${ts}" "${WORK_DIR}/${name}")
        list(APPEND copies "${WORK_DIR}/${name}")
    endforeach()
    # permadungeon_en.ts holds only the English plural forms: lupdate -pluralonly keeps it so.
    list(FILTER copies EXCLUDE REGEX "_en\\.ts$")
    file(WRITE "${WORK_DIR}/project.cmake"
         "set(lupdate_project_file \"${lupdate_project_file}\")\n"
         "set(lupdate_include_paths \"${lupdate_include_paths}\")\n"
         "set(lupdate_sources \"${lupdate_sources}\")\n"
         "set(lupdate_translations \"${copies}\")\n")
    execute_process(COMMAND ${CMAKE_COMMAND} -DIN_FILE=${WORK_DIR}/project.cmake
                            -DOUT_FILE=${WORK_DIR}/project.json -P ${GENERATE_PROJECT}
                    RESULT_VARIABLE result)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "Could not write the lupdate project")
    endif()
    execute_process(COMMAND ${LUPDATE} -silent -no-obsolete -project ${WORK_DIR}/project.json
                    RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE out)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "lupdate failed:\n${out}")
    endif()
    set(en "${ts_files}")
    list(FILTER en INCLUDE REGEX "_en\\.ts$")
    if(en)
        file(COPY_FILE "${en}" "${WORK_DIR}/permadungeon_en.ts")
        get_filename_component(source_dir "${lupdate_project_file}/../.." ABSOLUTE)
        execute_process(COMMAND ${LUPDATE} -silent -pluralonly -no-obsolete words editor app
                                -ts ${WORK_DIR}/permadungeon_en.ts
                        WORKING_DIRECTORY "${source_dir}" RESULT_VARIABLE result
                        OUTPUT_VARIABLE out ERROR_VARIABLE out)
        if(NOT result EQUAL 0)
            message(FATAL_ERROR "lupdate -pluralonly failed:\n${out}")
        endif()
    endif()
    file(GLOB ts_files "${WORK_DIR}/*.ts")
endif()

# XML text back to what it says, for the report.
function(unescape out text)
    string(REPLACE "__semicolon__" ";" text "${text}")
    string(REPLACE "&lt;" "<" text "${text}")
    string(REPLACE "&gt;" ">" text "${text}")
    string(REPLACE "&quot;" "\"" text "${text}")
    string(REPLACE "&apos;" "'" text "${text}")
    string(REPLACE "&amp;" "&" text "${text}")
    set(${out} "${text}" PARENT_SCOPE)
endfunction()

set(problems "")
set(count 0)
foreach(ts ${ts_files})
    get_filename_component(name "${ts}" NAME)
    file(READ "${ts}" text)
    # One list element per message: the list separator and the brackets CMake balances go first.
    string(REPLACE ";" "__semicolon__" text "${text}")
    string(REPLACE "[" "__lbracket__" text "${text}")
    string(REPLACE "]" "__rbracket__" text "${text}")
    string(REPLACE "</message>" ";" messages "${text}")
    set(context "")
    foreach(message IN LISTS messages)
        if(message MATCHES "<name>([^<]*)</name>")
            set(context "${CMAKE_MATCH_1}")
        endif()
        if(NOT message MATCHES "<source>([^<]*)</source>")
            continue()
        endif()
        set(source "${CMAKE_MATCH_1}")
        set(what "")
        if(message MATCHES "<translation[^>]*type=\"unfinished\"")
            set(what "unfinished")
        elseif(message MATCHES "<translation[^>]*type=\"(vanished|obsolete)\"")
            set(what "${CMAKE_MATCH_1} (its source text is gone)")
        elseif(message MATCHES "<translation[^>]*/>" OR message MATCHES "<translation[^>]*></translation>"
               OR message MATCHES "<numerusform[^>]*/>"
               OR message MATCHES "<numerusform[^>]*></numerusform>")
            set(what "empty translation")
        endif()
        if(NOT what)
            # Each translation keeps the source's %1..%9 (a lost one shows as a literal "%2" or
            # drops a number; an extra one is never filled).
            string(REGEX MATCHALL "%[1-9]" wanted "${source}")
            list(REMOVE_DUPLICATES wanted)
            list(SORT wanted)
            string(REGEX MATCHALL "<numerusform[^>]*>[^<]*</numerusform>" forms "${message}")
            if(NOT forms AND message MATCHES "<translation[^>]*>([^<]*)</translation>")
                set(forms "${CMAKE_MATCH_1}")
            endif()
            foreach(form IN LISTS forms)
                string(REGEX MATCHALL "%[1-9]" got "${form}")
                list(REMOVE_DUPLICATES got)
                list(SORT got)
                if(NOT "${got}" STREQUAL "${wanted}")
                    string(REPLACE ";" " " wanted_text "${wanted}")
                    string(REPLACE ";" " " got_text "${got}")
                    set(what "placeholders differ (source: ${wanted_text}; translation: ${got_text})")
                endif()
            endforeach()
        endif()
        if(what)
            string(REPLACE "__lbracket__" "[" source "${source}")
            string(REPLACE "__rbracket__" "]" source "${source}")
            unescape(source "${source}")
            string(APPEND problems "\n  ${name}: ${context}: \"${source}\": ${what}")
            math(EXPR count "${count} + 1")
        endif()
    endforeach()
endforeach()

if(count GREATER 0)
    message(FATAL_ERROR "${count} message(s) need a translator:${problems}\n"
                        "Run `cmake --build build --target update_translations`, translate them "
                        "(Qt Linguist), and restore permadungeon_en.ts as words/CMakeLists.txt says.")
endif()
list(LENGTH ts_files files)
message(STATUS "${files} translation file(s), every message translated")
