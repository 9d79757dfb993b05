#pragma once

// How the table of log kinds (LogKinds.def) is read. Each line there is
//
//   PD_LOG_KIND(Name, builder, "saved-name", Category, (type, arg)(type, arg)...)
//
// and whoever includes the table defines PD_LOG_KIND first to take from a line what it needs.
// The arguments are a sequence of (type, name) pairs, empty for a kind without arguments; the
// macros below walk it (the sequence idea is Boost.Preprocessor's). Up to six arguments a kind.

#define PD_LOG_CAT(a, b) PD_LOG_CAT_I(a, b)
#define PD_LOG_CAT_I(a, b) a##b

// How many pairs: each one steps the count, then the name it ends on is pasted to a number.
#define PD_LOG_SIZE(args) PD_LOG_CAT(PD_LOG_SIZE_, PD_LOG_SIZE_0 args)
#define PD_LOG_SIZE_0(type, name) PD_LOG_SIZE_1
#define PD_LOG_SIZE_1(type, name) PD_LOG_SIZE_2
#define PD_LOG_SIZE_2(type, name) PD_LOG_SIZE_3
#define PD_LOG_SIZE_3(type, name) PD_LOG_SIZE_4
#define PD_LOG_SIZE_4(type, name) PD_LOG_SIZE_5
#define PD_LOG_SIZE_5(type, name) PD_LOG_SIZE_6
#define PD_LOG_SIZE_PD_LOG_SIZE_0 0
#define PD_LOG_SIZE_PD_LOG_SIZE_1 1
#define PD_LOG_SIZE_PD_LOG_SIZE_2 2
#define PD_LOG_SIZE_PD_LOG_SIZE_3 3
#define PD_LOG_SIZE_PD_LOG_SIZE_4 4
#define PD_LOG_SIZE_PD_LOG_SIZE_5 5
#define PD_LOG_SIZE_PD_LOG_SIZE_6 6

// "QString spell, qint64 points": the builder's parameters.
#define PD_LOG_PARAMS(args) PD_LOG_CAT(PD_LOG_PARAMS_, PD_LOG_SIZE(args)) args
#define PD_LOG_PARAMS_0
#define PD_LOG_PARAMS_1(type, name) type name
#define PD_LOG_PARAMS_2(type, name) type name, PD_LOG_PARAMS_1
#define PD_LOG_PARAMS_3(type, name) type name, PD_LOG_PARAMS_2
#define PD_LOG_PARAMS_4(type, name) type name, PD_LOG_PARAMS_3
#define PD_LOG_PARAMS_5(type, name) type name, PD_LOG_PARAMS_4
#define PD_LOG_PARAMS_6(type, name) type name, PD_LOG_PARAMS_5

// "spell, points": the same names passed on.
#define PD_LOG_NAMES(args) PD_LOG_CAT(PD_LOG_NAMES_, PD_LOG_SIZE(args)) args
#define PD_LOG_NAMES_0
#define PD_LOG_NAMES_1(type, name) name
#define PD_LOG_NAMES_2(type, name) name, PD_LOG_NAMES_1
#define PD_LOG_NAMES_3(type, name) name, PD_LOG_NAMES_2
#define PD_LOG_NAMES_4(type, name) name, PD_LOG_NAMES_3
#define PD_LOG_NAMES_5(type, name) name, PD_LOG_NAMES_4
#define PD_LOG_NAMES_6(type, name) name, PD_LOG_NAMES_5

// "QString spell{}; qint64 points{};": the members of the kind's LogArgs.
#define PD_LOG_MEMBERS(args) PD_LOG_CAT(PD_LOG_MEMBERS_, PD_LOG_SIZE(args)) args
#define PD_LOG_MEMBERS_0
#define PD_LOG_MEMBERS_1(type, name) type name{};
#define PD_LOG_MEMBERS_2(type, name)                                                               \
    type name{};                                                                                   \
    PD_LOG_MEMBERS_1
#define PD_LOG_MEMBERS_3(type, name)                                                               \
    type name{};                                                                                   \
    PD_LOG_MEMBERS_2
#define PD_LOG_MEMBERS_4(type, name)                                                               \
    type name{};                                                                                   \
    PD_LOG_MEMBERS_3
#define PD_LOG_MEMBERS_5(type, name)                                                               \
    type name{};                                                                                   \
    PD_LOG_MEMBERS_4
#define PD_LOG_MEMBERS_6(type, name)                                                               \
    type name{};                                                                                   \
    PD_LOG_MEMBERS_5

// `f("spell", s.spell); f("points", s.points);`: every argument by its saved key, which is its
// member's name, so that the two cannot differ.
#define PD_LOG_VISITS(args) PD_LOG_CAT(PD_LOG_VISITS_, PD_LOG_SIZE(args)) args
#define PD_LOG_VISITS_0
#define PD_LOG_VISITS_1(type, name) f(#name, s.name);
#define PD_LOG_VISITS_2(type, name)                                                                \
    f(#name, s.name);                                                                              \
    PD_LOG_VISITS_1
#define PD_LOG_VISITS_3(type, name)                                                                \
    f(#name, s.name);                                                                              \
    PD_LOG_VISITS_2
#define PD_LOG_VISITS_4(type, name)                                                                \
    f(#name, s.name);                                                                              \
    PD_LOG_VISITS_3
#define PD_LOG_VISITS_5(type, name)                                                                \
    f(#name, s.name);                                                                              \
    PD_LOG_VISITS_4
#define PD_LOG_VISITS_6(type, name)                                                                \
    f(#name, s.name);                                                                              \
    PD_LOG_VISITS_5
