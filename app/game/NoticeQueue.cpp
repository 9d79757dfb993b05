#include "NoticeQueue.h"

#include "menus/NoticeBox.h"

namespace pd {

NoticeQueue::NoticeQueue(NoticeBox *box, QObject *parent)
    : QObject(parent)
    , m_box(box) {
    // The box closes itself: a click is a read box; a lifetime run out is not.
    connect(m_box, &NoticeBox::closed, this, [this](bool byClick) {
        // (Hidden by now: the time it was up decides.)
        if (byClick && m_current && m_current->hint && m_shownFor.isValid() &&
            m_shownFor.elapsed() >= m_guardMs)
            Hints::dismiss(*m_current->hint);
        m_current.reset();
        showNext();
        Q_EMIT changed();
    });
}

void NoticeQueue::post(const Notice &notice) {
    // The same hint twice (two turns in a row call for it before it is read) is one box.
    if (notice.hint) {
        if (m_current && m_current->hint == notice.hint)
            return;
        for (const Notice &n : std::as_const(m_queue))
            if (n.hint == notice.hint)
                return;
    }
    m_queue.append(notice);
    if (!m_current)
        showNext();
    else
        m_box->setPages(int(m_queue.size())); // one more page behind the box shown
    Q_EMIT changed();
}

void NoticeQueue::setHeld(bool held) {
    if (held == m_held)
        return;
    m_held = held;
    if (held && m_current) {
        // It has not been read: back to the front, to show again when the way is clear.
        m_queue.prepend(*m_current);
        m_current.reset();
        m_box->dismiss();
    }
    if (!held)
        showNext();
    Q_EMIT changed();
}

bool NoticeQueue::isShowing() const {
    return m_current.has_value();
}

bool NoticeQueue::isGuarded() const {
    return m_current &&
           (!m_box->isVisible() || !m_shownFor.isValid() || m_shownFor.elapsed() < m_guardMs);
}

void NoticeQueue::closeCurrent() {
    if (!m_current)
        return;
    const bool read = !isGuarded();
    m_box->dismiss();
    if (m_current->hint && read)
        Hints::dismiss(*m_current->hint);
    m_current.reset();
    showNext();
    Q_EMIT changed();
}

void NoticeQueue::rewordHints(const std::function<Notice(Hints::Id)> &hint) {
    for (Notice &n : m_queue)
        if (n.hint)
            n = hint(*n.hint);
    if (m_current && m_current->hint) {
        m_current = hint(*m_current->hint);
        m_box->setWords(m_current->title, m_current->text);
        Q_EMIT changed(); // the box's height may have changed
    }
}

void NoticeQueue::clear() {
    m_queue.clear();
    m_current.reset();
    m_held = false;
    m_box->dismiss();
    Q_EMIT changed();
}

void NoticeQueue::showNext() {
    if (m_held || m_current || m_queue.isEmpty())
        return;
    m_current = m_queue.takeFirst();
    m_box->showNotice(m_current->title, m_current->text, m_blocking ? 0 : m_current->lifetimeMs);
    m_box->setPages(int(m_queue.size()));
    m_shownFor.start();
}

} // namespace pd
