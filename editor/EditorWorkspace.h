#pragma once

#include <QMainWindow>

namespace pd {

// The Editor tab: a workspace of docks over one pack document. Docks arrive with the editor
// issues; the workspace is a QMainWindow so docks can be arranged and their state saved.
class EditorWorkspace : public QMainWindow {
    Q_OBJECT

public:
    explicit EditorWorkspace(QWidget *parent = nullptr);
};

} // namespace pd
