#pragma once

#include <QMainWindow>

class QTabWidget;

namespace pd {

// The one window: a Game tab and an Editor tab over the same core model.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createMenus();
    void retranslateUi();
    void restoreWindowState();

    QTabWidget *m_tabs = nullptr;
    QWidget *m_gameTab = nullptr;
    QWidget *m_editorTab = nullptr;
};

} // namespace pd
