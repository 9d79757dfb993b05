#include "EditorShellTab.h"

#include "EditorWorkspace.h"
#include "document/PackDocument.h"

namespace pd {

EditorShellTab::EditorShellTab(QObject *parent)
    : ShellTab(parent)
    , m_workspace(new EditorWorkspace) {
    connect(m_workspace, &EditorWorkspace::titleChanged, this, &ShellTab::titleChanged);
    connect(m_workspace, &EditorWorkspace::message, this, &ShellTab::message);
}

EditorShellTab::~EditorShellTab() {
    if (m_workspace && !m_workspace->parent())
        delete m_workspace.data(); // never shown in a tab widget
}

QWidget *EditorShellTab::widget() const {
    return m_workspace;
}

QString EditorShellTab::label() const {
    return tr("Editor");
}

QString EditorShellTab::title() const {
    const QString pack = m_workspace->title();
    return pack.isEmpty() ? QString() : tr("%1 — Permadungeon Editor").arg(pack);
}

bool EditorShellTab::isModified() const {
    return m_workspace->document()->isModified();
}

QList<QMenu *> EditorShellTab::menus() const {
    return m_workspace->menus();
}

QMenu *EditorShellTab::editMenu() const {
    // The workspace's menus are File, Edit (the record actions) and Window.
    return m_workspace ? m_workspace->menus().value(1) : nullptr;
}

void EditorShellTab::setActive(bool active) {
    m_workspace->setActive(active);
}

bool EditorShellTab::maybeClose() {
    return m_workspace->maybeSave();
}

QByteArray EditorShellTab::saveLayout() const {
    return m_workspace->saveLayout();
}

void EditorShellTab::restoreLayout(const QByteArray &layout) {
    m_workspace->restoreLayout(layout);
}

} // namespace pd
