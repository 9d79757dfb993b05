#pragma once

// What the Editor's tests share: typing as a person does, the odds chart's figures, and
// answering the next dialog.

#include "EditorWorkspace.h"
#include "tables/OddsChart.h"

#include <QApplication>
#include <QLineEdit>
#include <QTimer>
#include <QtTest>

#include <functional>

namespace pd::test {

inline QString barText(const OddsChart *chart, const QString &label) {
    for (const OddsChart::Section &s : chart->sections())
        for (const OddsChart::Bar &b : s.bars)
            if (b.label == label)
                return b.fraction;
    return QStringLiteral("(none)");
}

// Types into a line edit as a person does: select all, then the keys.
inline void retype(QLineEdit *edit, const QString &text) {
    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, text);
}

// Answers the next modal dialog once it is open (its exec() runs in the caller): `answer` gets
// the dialog. Looks for it on each turn of the event loop, so it works inside exec().
inline void whenDialogOpens(std::function<void(QWidget *)> answer) {
    auto *look = new QTimer(qApp);
    look->setInterval(5);
    QObject::connect(look, &QTimer::timeout, qApp, [look, answer] {
        if (QWidget *dialog = QApplication::activeModalWidget()) {
            look->stop();
            look->deleteLater();
            answer(dialog);
        }
    });
    look->start();
}

// The widget a key goes to: the one with the focus, else the window.
inline QWidget *keyTarget(QWidget *window) {
    return QApplication::focusWidget() ? QApplication::focusWidget() : window;
}

// A shown, active Editor (shortcuts need an active window) with the pack open.
inline bool showEditor(EditorWorkspace &editor, const QString &folder) {
    editor.resize(1280, 800);
    editor.show();
    editor.activateWindow();
    if (!QTest::qWaitForWindowActive(&editor))
        return false;
    editor.setActive(true);
    return folder.isEmpty() || editor.openPack(folder);
}

} // namespace pd::test
