// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/whatif.h"

#include <QWidget>

#include <memory>

class QBoxLayout;
class QLabel;
class QScrollArea;

namespace collviz::views {

class Session;

/**
 * What a lecturer says at this round: "Round k of R" and the round's narration sentence from
 * the schedule, in a type size meant to be read from the back of a lecture hall. In a what-if
 * run it adds the rules the round broke and the engine's comparison with the natural model
 * (core::WhatIfComparison): how much longer the round got and what serialised. Shows the
 * engine's sentence when a run failed.
 */
class NarrationPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit NarrationPanel(Session *session, QWidget *parent = nullptr);
    QString stepText() const;
    QString narrationText() const;
    /// What the selected node holds now (the drawing's node text on one line), so the class
    /// reads it without anyone hovering over the node.
    void setNodeText(const QString &text);
    QString nodeText() const;
    /// Presentation mode: the type 1.7 times larger and black on white for the projector.
    void setPresentationStyle(bool on);
    /// How many lines of the sentence's type its area holds now (at least four: keepLinesShown()).
    int linesShown() const;
    /// Whether the large "Round k of n" is shown (presentation mode hides it while the status
    /// line says the same).
    void setStepShown(bool on);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();
    /// Shrinks the sentence's type (down to the normal size) until it fits the panel, so a
    /// long sentence is never cut off; short ones stay large for the back of the hall.
    void fitText();
    /// The sentence's room: kLinesShown lines at its largest type, whatever the dock's size.
    void keepLinesShown();
    /// Caps the selected node's text at three lines so that it never crowds out the sentence.
    void limitNodeLines();

    static constexpr int kLinesShown = 4;
    static constexpr qreal kLargestScale = 1.4; ///< the sentence's type over the panel's, at most
    /// In presentation style: the sentence's smallest type over the panel's (the panel's is
    /// 1.7 times the window's there), and the lines kept in view at that type.
    static constexpr qreal kSmallestPresentationScale = 0.7;
    static constexpr int kLinesPresented = 3;
    bool presenting() const;

    Session *mSession = nullptr;
    QLabel *mStep = nullptr;
    QLabel *mNarration = nullptr;
    QScrollArea *mScroll = nullptr;
    QLabel *mNode = nullptr;
    QScrollArea *mNodeScroll = nullptr; ///< holds mNode
    QBoxLayout *mLayout = nullptr;
    qreal mBasePointSize = 0;
    qreal mNormalPointSize = 0; ///< mBasePointSize outside presentation mode
    bool mFitting = false;
    /// The engine's comparison of the shown what-if run with its natural model, made once per run.
    std::shared_ptr<const core::RunResult> mCompared;
    core::WhatIfComparison mComparison;
};

} // namespace collviz::views
