package grid.testkit;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The rule every module's architecture test states: its packages form no cycle. Each package under the
 * module's root package is a slice of its own, the root package included (a slice per top-level package,
 * as {@code slices().matching("root.(*)..")} makes, would hide a cycle between a package and its own
 * sub-packages). Checked on the compiled main classes, tests left out.
 */
public final class PackageCycles {

    private PackageCycles() {
    }

    /** The module's main classes under {@code root}. */
    public static JavaClasses mainClasses(String root) {
        return new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages(root);
    }

    /** Each package under {@code root} (and {@code root} itself) a slice of its own. */
    public static SliceAssignment byPackage(String root) {
        return new SliceAssignment() {
            @Override
            public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
                String p = javaClass.getPackageName();
                return p.equals(root) || p.startsWith(root + ".") ? SliceIdentifier.of(p) : SliceIdentifier.ignore();
            }

            @Override
            public String getDescription() {
                return "the packages under " + root;
            }
        };
    }

    /** Fails when the packages of {@code classes} under {@code root} form a cycle. */
    public static void check(String root, JavaClasses classes) {
        slices().assignedFrom(byPackage(root)).should().beFreeOfCycles().check(classes);
    }
}
