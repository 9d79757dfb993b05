// Compiled only to make the unit tests' precompiled header (tests/CMakeLists.txt).
