#include "MainWindow.h"

#include "EditorWorkspace.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QEvent>
#include <QKeySequence>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QTabWidget>
#include <QVBoxLayout>

namespace pd {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent) {
    setObjectName(QStringLiteral("MainWindow"));
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("MainTabs"));
    m_tabs->setDocumentMode(true);

    m_gameTab = new QWidget(m_tabs);
    m_gameTab->setObjectName(QStringLiteral("GameTab"));
    m_editorTab = new EditorWorkspace(m_tabs);
    m_tabs->addTab(m_gameTab, QString());
    m_tabs->addTab(m_editorTab, QString());
    setCentralWidget(m_tabs);

    createMenus();
    retranslateUi();
    resize(1280, 800);
    restoreWindowState();
}

void MainWindow::createMenus() {
    auto *file = menuBar()->addMenu(QString());
    file->setObjectName(QStringLiteral("FileMenu"));
    auto *quit = file->addAction(QString());
    quit->setObjectName(QStringLiteral("QuitAction"));
    quit->setShortcut(QKeySequence::Quit);
    connect(quit, &QAction::triggered, this, &QWidget::close);

    auto *help = menuBar()->addMenu(QString());
    help->setObjectName(QStringLiteral("HelpMenu"));
    auto *about = help->addAction(QString());
    about->setObjectName(QStringLiteral("AboutAction"));
    connect(about, &QAction::triggered, this, [this] {
        QMessageBox::about(this, tr("About Permadungeon"),
                           tr("Permadungeon %1\nA roguelike and the construction kit it is "
                              "built with.")
                               .arg(QApplication::applicationVersion()));
    });
}

void MainWindow::retranslateUi() {
    setWindowTitle(tr("Permadungeon"));
    m_tabs->setTabText(0, tr("Game"));
    m_tabs->setTabText(1, tr("Editor"));
    const auto menus = menuBar()->findChildren<QMenu *>(QString(), Qt::FindDirectChildrenOnly);
    for (QMenu *menu : menus) {
        if (menu->objectName() == QLatin1String("FileMenu"))
            menu->setTitle(tr("&File"));
        else if (menu->objectName() == QLatin1String("HelpMenu"))
            menu->setTitle(tr("&Help"));
    }
    if (auto *quit = findChild<QAction *>(QStringLiteral("QuitAction")))
        quit->setText(tr("&Quit"));
    if (auto *about = findChild<QAction *>(QStringLiteral("AboutAction")))
        about->setText(tr("&About Permadungeon"));
}

void MainWindow::restoreWindowState() {
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_tabs->setCurrentIndex(settings.value(QStringLiteral("window/tab"), 0).toInt());
}

void MainWindow::closeEvent(QCloseEvent *event) {
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("window/tab"), m_tabs->currentIndex());
    event->accept();
}

void MainWindow::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

} // namespace pd
