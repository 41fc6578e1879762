// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Nothing the user made is ever lost, and nothing the user hands over hangs or crashes a
// program: the rule of core/userfiles.h, tried as a hostile user would.
//
// - Pipes hand their data over in pieces: docs/cli.md's `run ... --format json | verify
//   --schedule -` works for documents far longer than one pipe read.
// - A full disk (the kernel refusing a write: RLIMIT_FSIZE in the child, EFBIG; and, where
//   the suite runs as root, a real 64 KiB tmpfs in a mount namespace of its own, ENOSPC)
//   leaves every output's previous file byte-identical, with one sentence and status 2.
// - FIFOs and directories are never read or replaced; inputs are capped while read.
// - Memory limits (RLIMIT_AS in the child) end in one sentence and status 2, never a crash or
//   a file that cannot be read.
// Nothing here touches /dev or the host's files: everything lives in a QTemporaryDir.

#include "core/userfiles.h"

#include "programrun.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace collviz;
using namespace collviz::tests;

namespace {

#if defined(__SANITIZE_ADDRESS__)
constexpr bool kAddressSanitizer = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kAddressSanitizer = true;
#else
constexpr bool kAddressSanitizer = false;
#endif
#else
constexpr bool kAddressSanitizer = false;
#endif

const QString kCli = QStringLiteral(COLLVIZ_CLI_PATH);

/// Which limit the child runs under.
enum class Limit { FileSize, AddressSpace };

/// Runs `program` with `args`, the child's RLIMIT_FSIZE or RLIMIT_AS set to `bytes` (SIGXFSZ
/// ignored, so that a write past the limit fails with EFBIG as a full disk fails one), writing
/// `input` (if any) to its standard input.
ProgramRun runLimited(const QString &program, const QStringList &args, Limit limit, rlim_t bytes,
                      const QByteArray &input = {})
{
    QProcess p;
    p.setChildProcessModifier([limit, bytes]() {
        rlimit l{};
        const int resource = limit == Limit::FileSize ? RLIMIT_FSIZE : RLIMIT_AS;
        getrlimit(resource, &l);
        l.rlim_cur = bytes;
        setrlimit(resource, &l);
        std::signal(SIGXFSZ, SIG_IGN);
    });
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.start(program, args);
    if (!p.waitForStarted(30000))
        return {};
    if (!input.isEmpty())
        p.write(input);
    p.closeWriteChannel();
    return finishProgram(p);
}

/// The lines a program printed on stderr that are its own (Qt's platform notes aside).
QStringList ownLines(const QByteArray &err)
{
    QStringList lines;
    for (const QString &line : QString::fromUtf8(err).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        if (line.startsWith(QLatin1String("collviz")))
            lines << line;
    return lines;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

/// Every file under `dir` (hidden ones too) with its bytes' hash: what a failed export must
/// leave exactly as it found.
QMap<QString, QByteArray> snapshot(const QString &dir)
{
    QMap<QString, QByteArray> files;
    QDir d(dir);
    for (const QFileInfo &info : d.entryInfoList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot)) {
        if (info.isDir()) {
            const QMap<QString, QByteArray> inner = snapshot(info.filePath());
            for (auto it = inner.begin(); it != inner.end(); ++it)
                files.insert(info.fileName() + QLatin1Char('/') + it.key(), it.value());
        } else {
            files.insert(info.fileName(), QCryptographicHash::hash(readAll(info.filePath()), QCryptographicHash::Sha256));
        }
    }
    return files;
}

/// A collviz-cli export of allgather-ring on ring:8 (and the arguments each case adds).
QStringList exportArgs(const QStringList &extra)
{
    return QStringList{QStringLiteral("export"), QStringLiteral("--algorithm"), QStringLiteral("allgather-ring"),
                       QStringLiteral("--topology"), QStringLiteral("ring:8")}
           + extra;
}

} // namespace

class TstDataSafety : public QObject
{
    Q_OBJECT
private slots:
    void readmePipelineThroughARealPipe();
    void standardInputArrivesInPieces_data();
    void standardInputArrivesInPieces();
    void standardInputIsCappedWhileRead();
    void fifosAreRefusedWithoutWaiting();
    void outputsRefuseWhatIsNoRegularFile();
    void outputIsWholeOrNotAtAll();
    void fullDiskKeepsThePreviousFile_data();
    void fullDiskKeepsThePreviousFile();
    void realFullDiskKeepsThePreviousFile_data();
    void realFullDiskKeepsThePreviousFile();
    void standardOutputOnAFullDisk_data();
    void standardOutputOnAFullDisk();
    void memoryLimitsEndInOneSentence_data();
    void memoryLimitsEndInOneSentence();
};

void TstDataSafety::readmePipelineThroughARealPipe()
{
    // docs/cli.md's own pipeline, through the shell's pipe: hypercube:8 standard exchange is
    // a document of megabytes, handed over in pieces of at most a pipe's buffer.
    QProcess sh;
    sh.start(QStringLiteral("sh"),
             {QStringLiteral("-c"), QStringLiteral("\"$0\" run --algorithm alltoall-hypercube-sex --topology hypercube:8 "
                                                   "--format json | \"$0\" verify --schedule -"),
              kCli});
    QVERIFY(sh.waitForFinished(120000));
    const QByteArray out = sh.readAllStandardOutput();
    QVERIFY2(sh.exitCode() == 0, sh.readAllStandardError().constData());
    QVERIFY2(out.contains("verified"), out.left(2000).constData());
}

void TstDataSafety::standardInputArrivesInPieces_data()
{
    QTest::addColumn<QString>("topology");
    QTest::addColumn<int>("pieces");
    QTest::newRow("hypercube:4, 5 pieces") << QStringLiteral("hypercube:4") << 5;
    QTest::newRow("hypercube:5, 40 pieces") << QStringLiteral("hypercube:5") << 40;
    QTest::newRow("hypercube:6, 20 pieces") << QStringLiteral("hypercube:6") << 20;
}

void TstDataSafety::standardInputArrivesInPieces()
{
    QFETCH(QString, topology);
    QFETCH(int, pieces);
    const ProgramRun doc = cli({QStringLiteral("run"), QStringLiteral("--algorithm"), QStringLiteral("alltoall-hypercube-sex"),
                                QStringLiteral("--topology"), topology, QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(doc.exitCode, 0);
    QVERIFY(doc.out.size() > 16384);
    // The document written in pieces with pauses between them, as a slow producer does: every
    // read of the pipe returns only what has arrived.
    QProcess p;
    p.start(kCli, {QStringLiteral("verify"), QStringLiteral("--schedule"), QStringLiteral("-")});
    QVERIFY(p.waitForStarted());
    const qsizetype piece = doc.out.size() / pieces + 1;
    for (qsizetype at = 0; at < doc.out.size(); at += piece) {
        p.write(doc.out.mid(at, piece));
        QVERIFY(p.waitForBytesWritten(10000));
        QTest::qWait(15);
    }
    p.closeWriteChannel();
    QVERIFY(p.waitForFinished(120000));
    QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
    QVERIFY(p.readAllStandardOutput().contains("verified"));
}

void TstDataSafety::standardInputIsCappedWhileRead()
{
    // A scenario is read from standard input too; more than its 1 MiB cap is refused while
    // read (not read to the end first), in one sentence.
    const QByteArray junk(3 << 20, ' ');
    const ProgramRun r = runLimited(kCli, {QStringLiteral("run"), QStringLiteral("--scenario"), QStringLiteral("-")},
                                    Limit::FileSize, RLIM_INFINITY, junk);
    QCOMPARE(r.exitCode, 2);
    const QStringList lines = ownLines(r.err);
    QCOMPARE(lines.size(), 1);
    QVERIFY2(lines.first().contains(QLatin1String("standard input is larger than 1 MiB")), qPrintable(lines.first()));
}

void TstDataSafety::fifosAreRefusedWithoutWaiting()
{
    // In the process: a FIFO with no writer would block open() and read() for ever.
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("s.collviz"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QElapsedTimer clock;
    clock.start();
    QByteArray bytes;
    QString error;
    QVERIFY(!core::userfiles::read(fifo, QStringLiteral("scenario file"), 1 << 20, &bytes, &error));
    QVERIFY2(error.contains(QLatin1String("it is not a regular file (a device, FIFO or socket)")), qPrintable(error));
    QVERIFY(error.contains(fifo));
    QVERIFY(clock.elapsed() < 5000);
    // A link to a FIFO is what it points at.
    const QString link = dir.filePath(QStringLiteral("link.collviz"));
    QVERIFY(QFile::link(fifo, link));
    QVERIFY(!core::userfiles::read(link, QStringLiteral("scenario file"), 1 << 20, &bytes, &error));
    QVERIFY(error.contains(QLatin1String("not a regular file")));
}

void TstDataSafety::outputsRefuseWhatIsNoRegularFile()
{
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("out.csv"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QString error;
    QVERIFY(!core::userfiles::write(fifo, "a,b\n", &error));
    QVERIFY2(error.startsWith(QStringLiteral("cannot write '%1': it is not a regular file").arg(fifo)), qPrintable(error));
    QVERIFY(!QFileInfo(fifo).isFile()); // still the FIFO
    QVERIFY(!core::userfiles::write(dir.path(), "a,b\n", &error));
    QVERIFY(error.contains(QLatin1String("it is a directory")));
    QVERIFY(core::userfiles::outputRefusal(QStringLiteral("-")).isEmpty());
    QVERIFY(core::userfiles::outputRefusal(dir.filePath(QStringLiteral("new.csv"))).isEmpty());
}

void TstDataSafety::outputIsWholeOrNotAtAll()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.csv"));
    QVERIFY(writeAll(path, "old\n"));
    {
        core::userfiles::Output out(path);
        QVERIFY(out.open(nullptr));
        out.device()->write("new, but never committed\n");
    } // dropped: nothing changes
    QCOMPARE(readAll(path), QByteArray("old\n"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("t.csv")});
    QString error;
    QVERIFY(core::userfiles::write(path, "new\n", &error));
    QCOMPARE(readAll(path), QByteArray("new\n"));
}

void TstDataSafety::fullDiskKeepsThePreviousFile_data()
{
    QTest::addColumn<QStringList>("args");    // @OUT stands for the file (or folder) written
    QTest::addColumn<QString>("out");         // the name written, in the case's folder
    QTest::addColumn<QStringList>("before");  // files there before, each holding "before\n"
    QTest::addColumn<int>("limit");           // RLIMIT_FSIZE in bytes
    const QString o = QStringLiteral("@OUT");
    QTest::newRow("table csv, a 1496-byte file") << exportArgs({QStringLiteral("--what"), QStringLiteral("table"),
                                                                QStringLiteral("--out"), o})
                                                << QStringLiteral("t.csv") << QStringList{QStringLiteral("t.csv")} << 200;
    QTest::newRow("table csv, new") << exportArgs({QStringLiteral("--what"), QStringLiteral("table"), QStringLiteral("--out"), o})
                                    << QStringLiteral("t.csv") << QStringList{} << 200;
    QTest::newRow("table latex") << exportArgs({QStringLiteral("--what"), QStringLiteral("table"), QStringLiteral("--format"),
                                                QStringLiteral("latex"), QStringLiteral("--out"), o})
                                 << QStringLiteral("t.tex") << QStringList{QStringLiteral("t.tex")} << 300;
    QTest::newRow("tikz, cut at 4,096 bytes") << exportArgs({QStringLiteral("--round"), QStringLiteral("2"),
                                                             QStringLiteral("--format"), QStringLiteral("tikz"),
                                                             QStringLiteral("--out"), o})
                                              << QStringLiteral("f.tex") << QStringList{QStringLiteral("f.tex")} << 2048;
    QTest::newRow("beamer") << exportArgs({QStringLiteral("--format"), QStringLiteral("beamer"), QStringLiteral("--out"), o})
                            << QStringLiteral("b.tex") << QStringList{QStringLiteral("b.tex")} << 4096;
    QTest::newRow("png") << exportArgs({QStringLiteral("--round"), QStringLiteral("1"), QStringLiteral("--out"), o})
                         << QStringLiteral("f.png") << QStringList{QStringLiteral("f.png")} << 8192;
    QTest::newRow("svg") << exportArgs({QStringLiteral("--round"), QStringLiteral("1"), QStringLiteral("--out"), o})
                         << QStringLiteral("f.svg") << QStringList{QStringLiteral("f.svg")} << 8192;
    QTest::newRow("pdf, one page") << exportArgs({QStringLiteral("--round"), QStringLiteral("1"), QStringLiteral("--out"), o})
                                   << QStringLiteral("f.pdf") << QStringList{QStringLiteral("f.pdf")} << 8192;
    QTest::newRow("pdf, a page per round, no trailer")
        << exportArgs({QStringLiteral("--round"), QStringLiteral("all"), QStringLiteral("--out"), o}) << QStringLiteral("h.pdf")
        << QStringList{QStringLiteral("h.pdf")} << 32768;
    QTest::newRow("gif") << exportArgs({QStringLiteral("--frames-per-round"), QStringLiteral("2"), QStringLiteral("--out"), o})
                         << QStringLiteral("a.gif") << QStringList{QStringLiteral("a.gif")} << 65536;
    QTest::newRow("numbered png frames")
        << exportArgs({QStringLiteral("--round"), QStringLiteral("1-3"), QStringLiteral("--frames-per-round"),
                       QStringLiteral("2"), QStringLiteral("--out"), o})
        << QStringLiteral("f.png") << QStringList{QStringLiteral("f-0001.png"), QStringLiteral("f-0002.png")} << 40000;
    QTest::newRow("simgrid folder, no empty trace")
        << exportArgs({QStringLiteral("--format"), QStringLiteral("simgrid"), QStringLiteral("--out"), o})
        << QStringLiteral("sg") << QStringList{QStringLiteral("sg/rank-0.trace"), QStringLiteral("sg/platform.xml")} << 600;
}

void TstDataSafety::fullDiskKeepsThePreviousFile()
{
    QFETCH(QStringList, args);
    QFETCH(QString, out);
    QFETCH(QStringList, before);
    QFETCH(int, limit);
    QTemporaryDir dir;
    for (const QString &name : before) {
        QVERIFY(QDir(dir.path()).mkpath(QFileInfo(dir.filePath(name)).path()));
        QVERIFY(writeAll(dir.filePath(name), "before\n"));
    }
    const QMap<QString, QByteArray> was = snapshot(dir.path());
    for (QString &a : args)
        a.replace(QLatin1String("@OUT"), dir.filePath(out));
    // Without the limit the export works (so the limit is what makes it fail below).
    {
        QTemporaryDir free;
        QStringList freeArgs = args;
        for (QString &a : freeArgs)
            a.replace(dir.path(), free.path());
        const ProgramRun ok = runLimited(kCli, freeArgs, Limit::FileSize, RLIM_INFINITY);
        QVERIFY2(ok.exitCode == 0, ok.err.constData());
    }
    const ProgramRun r = runLimited(kCli, args, Limit::FileSize, rlim_t(limit));
    QCOMPARE(r.exitCode, 2);
    const QStringList lines = ownLines(r.err);
    QVERIFY2(lines.size() == 1, r.err.constData());
    QVERIFY2(lines.first().contains(QLatin1String("File too large")), qPrintable(lines.first()));
    QVERIFY2(before.isEmpty() ? lines.first().contains(QLatin1String("nothing was written"))
                              : lines.first().contains(QLatin1String(" there before ")) && lines.first().contains(QLatin1String(" unchanged")),
             qPrintable(lines.first()));
    QCOMPARE(snapshot(dir.path()), was); // every old file byte-identical, nothing new, nothing left over
}

void TstDataSafety::realFullDiskKeepsThePreviousFile_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("out");
    const QString o = QStringLiteral("@OUT");
    QTest::newRow("table csv") << exportArgs({QStringLiteral("--what"), QStringLiteral("table"), QStringLiteral("--out"), o})
                               << QStringLiteral("t.csv");
    QTest::newRow("tikz") << exportArgs({QStringLiteral("--round"), QStringLiteral("2"), QStringLiteral("--format"),
                                         QStringLiteral("tikz"), QStringLiteral("--out"), o})
                          << QStringLiteral("f.tex");
    QTest::newRow("pdf, a page per round") << exportArgs({QStringLiteral("--round"), QStringLiteral("all"),
                                                          QStringLiteral("--out"), o})
                                           << QStringLiteral("h.pdf");
    QTest::newRow("gif") << exportArgs({QStringLiteral("--out"), o}) << QStringLiteral("a.gif");
}

void TstDataSafety::realFullDiskKeepsThePreviousFile()
{
    // A real full disk: a 64 KiB tmpfs mounted in a mount namespace of this test's own (root
    // only), filled up but for a few KiB, with the old file on it.
    QFETCH(QStringList, args);
    QFETCH(QString, out);
    const QString unshare = QStandardPaths::findExecutable(QStringLiteral("unshare"));
    if (::geteuid() != 0 || unshare.isEmpty())
        QSKIP("a tmpfs can be mounted only as root with unshare(1); the RLIMIT_FSIZE cases above cover the same paths");
    QTemporaryDir dir;
    const QString mount = dir.filePath(QStringLiteral("full"));
    QVERIFY(QDir().mkpath(mount));
    const QString target = mount + QLatin1Char('/') + out;
    QStringList quoted;
    for (QString a : args)
        quoted << QStringLiteral("'%1'").arg(a.replace(QLatin1String("@OUT"), target));
    // In the namespace: mount, the old file, fill the rest, export, then report the status
    // and whether the old file is intact (the mount vanishes with the namespace).
    const QString script = QStringLiteral(
        "set -u\n"
        "mount -t tmpfs -o size=64k collviz-full '%1' || { echo NOMOUNT; exit 0; }\n"
        "printf 'before\\n' > '%2'\n"
        "dd if=/dev/zero of='%1/filler' bs=1k count=60 2>/dev/null\n"
        "'%3' %4 2>'%1/../err'; echo \"STATUS $?\"\n"
        "[ \"$(cat '%2')\" = before ] && echo INTACT\n"
        "ls -A '%1' | tr '\\n' ' '; echo\n")
        .arg(mount, target, kCli, quoted.join(QLatin1Char(' ')));
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.start(unshare, {QStringLiteral("-m"), QStringLiteral("sh"), QStringLiteral("-c"), script});
    QVERIFY(p.waitForFinished(120000));
    const QString said = QString::fromUtf8(p.readAllStandardOutput());
    if (said.contains(QLatin1String("NOMOUNT")) || p.exitCode() != 0)
        QSKIP(qPrintable(QStringLiteral("this machine does not let the test mount a tmpfs: %1")
                             .arg(QString::fromUtf8(p.readAllStandardError()).trimmed())));
    const QStringList err = ownLines(readAll(dir.filePath(QStringLiteral("err"))));
    QVERIFY2(said.contains(QLatin1String("STATUS 2")), qPrintable(said + err.join(QLatin1Char('\n'))));
    QVERIFY2(said.contains(QLatin1String("INTACT")), qPrintable(said));
    QCOMPARE(err.size(), 1);
    QVERIFY2(err.first().contains(QLatin1String("No space left on device")), qPrintable(err.first()));
    QVERIFY2(err.first().contains(QLatin1String("the file there before is unchanged")), qPrintable(err.first()));
    // Only the old file and the filler: no temporary file left behind.
    QCOMPARE(said.section(QLatin1Char('\n'), -2, -2).split(QLatin1Char(' '), Qt::SkipEmptyParts).size(), 2);
}

void TstDataSafety::standardOutputOnAFullDisk_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("run --format json") << QStringList{QStringLiteral("run"), QStringLiteral("--algorithm"),
                                                      QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("--topology"),
                                                      QStringLiteral("hypercube:4"), QStringLiteral("--format"),
                                                      QStringLiteral("json")};
    QTest::newRow("run --format text") << QStringList{QStringLiteral("run"), QStringLiteral("--algorithm"),
                                                      QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("--topology"),
                                                      QStringLiteral("hypercube:4")};
    QTest::newRow("export --out -") << exportArgs({QStringLiteral("--what"), QStringLiteral("table"),
                                                   QStringLiteral("--format"), QStringLiteral("csv"),
                                                   QStringLiteral("--out"), QStringLiteral("-")});
}

void TstDataSafety::standardOutputOnAFullDisk()
{
    // `collviz-cli run ... > out.json` where the disk fills up: status 2 and one sentence, not 0.
    QFETCH(QStringList, args);
    QTemporaryDir dir;
    QProcess p;
    p.setStandardOutputFile(dir.filePath(QStringLiteral("out")));
    p.setChildProcessModifier([]() {
        rlimit l{};
        getrlimit(RLIMIT_FSIZE, &l);
        l.rlim_cur = 256;
        setrlimit(RLIMIT_FSIZE, &l);
        std::signal(SIGXFSZ, SIG_IGN);
    });
    p.start(kCli, args);
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    const QStringList lines = ownLines(p.readAllStandardError());
    QCOMPARE(p.exitCode(), 2);
    QCOMPARE(lines.size(), 1);
    QVERIFY2(lines.first().contains(QLatin1String("cannot write to standard output (File too large)")),
             qPrintable(lines.first()));
}

void TstDataSafety::memoryLimitsEndInOneSentence_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("megabytes"); // RLIMIT_AS
    QTest::addColumn<QString>("mentions");
    const QString cli = kCli;
    const QString app = QStringLiteral(COLLVIZ_GUI_PATH);
    QTest::newRow("gif of 8192x8192 frames, 512 MB")
        << cli
        << exportArgs({QStringLiteral("--frames-per-round"), QStringLiteral("240"), QStringLiteral("--size"),
                       QStringLiteral("8192x8192"), QStringLiteral("--out"), QStringLiteral("@OUT.gif")})
        << 500 << QStringLiteral("not enough memory");
    QTest::newRow("gif of ring:4, 512 MB")
        << cli
        << QStringList{QStringLiteral("export"), QStringLiteral("--algorithm"), QStringLiteral("allgather-ring"),
                       QStringLiteral("--topology"), QStringLiteral("ring:4"), QStringLiteral("--frames-per-round"),
                       QStringLiteral("240"), QStringLiteral("--size"), QStringLiteral("8192x8192"),
                       QStringLiteral("--out"), QStringLiteral("@OUT.gif")}
        << 500 << QStringLiteral("not enough memory");
    QTest::newRow("png of 15360x15360 pixels, 512 MB")
        << cli
        << exportArgs({QStringLiteral("--round"), QStringLiteral("1"), QStringLiteral("--size"), QStringLiteral("8192x8192"),
                       QStringLiteral("--dpi"), QStringLiteral("180"), QStringLiteral("--out"), QStringLiteral("@OUT.png")})
        << 500 << QStringLiteral("not enough memory");
    QTest::newRow("app screenshot of 16384x16384, 1 GB")
        << app
        << QStringList{QStringLiteral("--size"), QStringLiteral("16384x16384"), QStringLiteral("--screenshot"),
                       QStringLiteral("@OUT.png")}
        << 1000 << QString();
}

void TstDataSafety::memoryLimitsEndInOneSentence()
{
    QFETCH(QString, program);
    QFETCH(QStringList, args);
    QFETCH(int, megabytes);
    QFETCH(QString, mentions);
    if (kAddressSanitizer)
        QSKIP("AddressSanitizer cannot start under an address-space limit");
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("out"));
    for (QString &a : args)
        a.replace(QLatin1String("@OUT"), out);
    const QString written = args.last();
    QVERIFY(writeAll(written, "before\n"));
    const ProgramRun r = runLimited(program, args, Limit::AddressSpace, rlim_t(megabytes) << 20);
    QVERIFY2(r.exitCode == 2, r.err.right(2000).constData()); // no crash (-1), no silent success
    const QStringList lines = ownLines(r.err);
    QVERIFY2(lines.size() == 1, r.err.right(2000).constData());
    QVERIFY2(lines.first().contains(mentions), qPrintable(lines.first()));
    QVERIFY2(r.err.count('\n') <= 3, r.err.right(2000).constData()); // no flood of warnings
    QCOMPARE(readAll(written), QByteArray("before\n"));
}

QTEST_GUILESS_MAIN(TstDataSafety)
#include "tst_datasafety.moc"
