#pragma once

#include "WindowTab.h"

#include "EditorWorkspace.h"

#include <QPointer>

namespace pd {

// The Editor tab as the window sees it: the editor library's workspace, its File, Edit and Window
// menus, the pack's name and unsaved state in the title, and its dock layout.
class EditorWindowTab : public WindowTab {
    Q_OBJECT

public:
    explicit EditorWindowTab(QObject *parent = nullptr);
    ~EditorWindowTab() override;

    EditorWorkspace *workspace() const { return m_workspace; }

    QWidget *widget() const override;
    QString key() const override { return QStringLiteral("editor"); }
    QString label() const override;
    QString title() const override;
    bool isModified() const override;
    QList<QMenu *> menus() const override;
    QString manualPage() const override { return QStringLiteral("editor.md"); }
    QMenu *editMenu() const override;
    void setActive(bool active) override;
    bool maybeClose() override;
    QByteArray saveLayout() const override;
    void restoreLayout(const QByteArray &layout) override;

private:
    QPointer<EditorWorkspace> m_workspace;
};

} // namespace pd
